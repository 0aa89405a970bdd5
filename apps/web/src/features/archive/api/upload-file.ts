import type { ArchiveEntry } from '@ohp/contracts';
import { ApiError, api, buildUrl, failureMessage, requestHeaders } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';

// POST /api/archive/files (multipart `file`, `parentId?`) with upload progress: fetch cannot
// report how much of a request body was sent, XMLHttpRequest's `upload.onprogress` can. Same
// headers as every API call (language, bearer token); the error text as the API client reads it
// (the server's translated `error`, e.g. the quota refusal).

export interface UploadOptions {
  parentId: string | null;
  /** Sent fraction 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendOnce(file: File, options: UploadOptions): Promise<ArchiveEntry> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The folder also in the query: the server can then refuse an upload over the quota from the
    // declared size, before the body is sent (the form field is known only after the body).
    xhr.open('POST', buildUrl('/archive/files', { parentId: options.parentId }));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(failureMessage(text, xhr.statusText || `HTTP ${xhr.status}`), xhr.status));
        return;
      }
      try {
        const parsed = JSON.parse(text) as { data?: ArchiveEntry } | ArchiveEntry;
        options.onProgress?.(1);
        const entry = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
        resolve(entry as ArchiveEntry);
      } catch (error) {
        reject(new ApiError(error instanceof Error ? error.message : String(error), xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(i18next.t('archive:upload.networkError'), 0));
    xhr.onabort = () => reject(new ApiError(i18next.t('archive:upload.cancelled'), 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    // The parent first: the server reads the fields before it streams the file.
    if (options.parentId) body.append('parentId', options.parentId);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * Sends the file; an expired access token (401) is renewed by one cheap call through the API
 * client (which owns the renewal), then the file is sent once more.
 */
export async function uploadArchiveFile(file: File, options: UploadOptions): Promise<ArchiveEntry> {
  try {
    return await sendOnce(file, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await api.get('/user/get-permission', { skipLoading: true });
    return sendOnce(file, options);
  }
}
