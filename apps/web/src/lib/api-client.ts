import { languageHeader } from '@ohp/i18n';
import { env } from '../config/env';
import { storageKeys } from '../config/storage-keys';
import { currentLanguage } from './i18n';
import { loadingStore } from './loading-store';
import { readStored } from './storage';

// The single HTTP client of the web app (SPEC §7): language headers and bearer token on every
// request, payload in `data`, error message from `error`, else the response text, else the exception.

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query string values; null/undefined are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body (objects) or FormData/Blob sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not show the global loading overlay (e.g. the push-notification registration). */
  skipLoading?: boolean;
  /** Return the raw body as a Blob instead of the `data` field of a JSON envelope. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Message of a failed request: the JSON `error` field, else the response text, else the fallback. */
export function failureMessage(text: string, fallback: string): string {
  const trimmed = text.trim();
  if (trimmed) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'error' in parsed) {
        const { error } = parsed as { error: unknown };
        if (typeof error === 'string' && error.trim()) return error;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return trimmed;
  }
  return fallback;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = env.apiBaseUrl.replace(/\/$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function requestHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const language = currentLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    [languageHeader]: language,
  };
  const token = readStored(storageKeys.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...extra };
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = requestHeaders(options.headers);
  const init: RequestInit = { method, headers, signal: options.signal ?? null };
  const body = encodeBody(options.body, headers);
  if (body !== undefined) init.body = body;
  const end = options.skipLoading ? () => {} : loadingStore.begin();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), init);
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), 0);
    }
    if (!response.ok) {
      let text = '';
      try {
        text = await response.text();
      } catch {
        // No readable body: fall through to the status text.
      }
      throw new ApiError(
        failureMessage(text, response.statusText || `HTTP ${response.status}`),
        response.status,
      );
    }
    if (options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (!text) return undefined as T;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), response.status);
    }
    if (parsed && typeof parsed === 'object' && 'data' in parsed) return (parsed as { data: T }).data;
    return parsed as T;
  } finally {
    end();
  }
}

/** Message to show for any thrown value (ApiError, Error, or anything else). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
