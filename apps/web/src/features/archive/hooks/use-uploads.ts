import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { archiveKeys } from '../api/query-keys';
import { uploadArchiveFile } from '../api/upload-file';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'sending' | 'done' | 'error';
  /** The server's translated refusal (quota, name, size) or the network failure. */
  error?: string;
}

let nextKey = 1;

/**
 * Several files at once, each with its own progress: every file is its own request, so one
 * refused (over the quota) does not stop the others. The lists refresh as each one lands.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (files: readonly File[], parentId: string | null) => {
      const added = files.map((file) => ({
        file,
        item: { key: nextKey++, name: file.name, size: file.size, progress: 0, status: 'sending' as const },
      }));
      setItems((list) => [...list, ...added.map((a) => a.item)]);
      return Promise.all(
        added.map(async ({ file, item }) => {
          try {
            await uploadArchiveFile(file, {
              parentId,
              onProgress: (progress) => patch(item.key, { progress }),
            });
            patch(item.key, { status: 'done', progress: 1 });
            await queryClient.invalidateQueries({ queryKey: archiveKeys.all });
          } catch (error) {
            patch(item.key, { status: 'error', error: errorMessage(error) });
          }
        }),
      );
    },
    [patch, queryClient],
  );

  const clearFinished = useCallback(() => setItems((list) => list.filter((i) => i.status === 'sending')), []);

  return { items, start, clearFinished };
}
