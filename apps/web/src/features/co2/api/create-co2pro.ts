import type { Co2proCreateFields, Co2proItem } from '@ohp/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ReadingText, readingTextOf } from '../../../lib/reading-text';
import { savedReadingFile } from '../../../lib/upload/compressed-reading';
import { co2proCall, co2proKeys } from './co2pro-error';

// POST /api/co2pro (multipart): the file and the SPEC §3 report payload. Nothing is saved when the
// file is not a CO2 reading; the server's translated `error` comes back through co2proCall.

export type Co2proPayload = { [K in keyof Co2proCreateFields]?: string | number | boolean | undefined };

export interface CreateCo2proInput {
  fileName: string;
  fileText: ReadingText;
  fields: Co2proPayload;
}

export function createCo2pro(input: CreateCo2proInput): Promise<Co2proItem> {
  return co2proCall(async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(input.fields)) {
      if (value !== undefined && value !== '') body.append(name, String(value));
    }
    // Text fields first: a streaming multipart parser sees them before the (large) file, sent
    // compressed (refused here when over the server's limit: lib/upload/compressed-reading.ts).
    body.append('file', await savedReadingFile(await readingTextOf(input.fileText)), input.fileName);
    return api.post<Co2proItem>('/co2pro', body);
  });
}

/**
 * `refreshAfterCreate`: other cached lists a new measurement changes (SPEC §7: the user-devices
 * list), given by the app layer (features do not import each other's keys).
 */
export function useCreateCo2pro(refreshAfterCreate: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCo2pro,
    onSuccess: () =>
      Promise.all(
        [co2proKeys.all, ...refreshAfterCreate].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
