import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from '../../../config/storage-keys';
import { api } from '../../../lib/api-client';
import type { Theme } from '../../../lib/color-scheme';
import { readSession, writeSession } from '../../../lib/storage';

// GET /api/home/sales-card/{theme}: the offer banner's image, one per theme. SPEC §4: "a
// dashboard image is fetched per theme and cached for the session" — kept as a data: URL in
// sessionStorage (this tab, across reloads) and in the query cache (never stale, never collected),
// so switching themes back and forth or returning home asks the server once per theme.

export const salesCardStorageKey = (theme: Theme) => `${storageKeys.dashboardImage}.${theme}`;

/** A Blob as a data: URL (base64 by chunks: no call stack limit on a large image). */
async function readAsDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type};base64,${btoa(binary)}`;
}

export async function getSalesCard(theme: Theme): Promise<string> {
  const cached = readSession(salesCardStorageKey(theme));
  if (cached?.startsWith('data:image/')) return cached;
  const blob = await api.get<Blob>(`/home/sales-card/${theme}`, { responseType: 'blob', skipLoading: true });
  // Anything but an image (an error page, a JSON answer) is no banner.
  if (!blob.type.startsWith('image/')) throw new Error(`sales card: ${blob.type || 'no type'}`);
  const url = await readAsDataUrl(blob);
  writeSession(salesCardStorageKey(theme), url);
  return url;
}

export const salesCardQueryOptions = (theme: Theme) =>
  queryOptions({
    queryKey: ['home', 'sales-card', theme] as const,
    queryFn: () => getSalesCard(theme),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useSalesCard(theme: Theme) {
  return useQuery(salesCardQueryOptions(theme));
}
