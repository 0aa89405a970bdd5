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
  /** Called with the headers of a successful answer (the admin lists read X-Pagination there). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Do not renew the session on a 401 (the sign-in, refresh and logout calls themselves: a 401
   * there is the answer, not an expired access token).
   */
  skipAuthRenewal?: boolean;
}

/**
 * What the client does when an authenticated call answers 401 (the session store provides it, so
 * that this module does not import the store). `renew` gets the bearer token the call sent and
 * answers whether a fresh one is stored now (the call is then sent once more); `lost` is called
 * when even the fresh token is refused.
 */
export interface AuthRenewal {
  renew(sentToken: string | undefined): Promise<boolean>;
  lost(): void;
}

let authRenewal: AuthRenewal | undefined;

export function setAuthRenewal(renewal: AuthRenewal | undefined): void {
  authRenewal = renewal;
}

export class ApiError extends Error {
  readonly status: number;
  /** How long the server asked to wait before trying again (a 429's Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;
  constructor(message: string, status: number, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A Retry-After header (seconds, or an HTTP date) in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
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

const bearerOf = (headers: Record<string, string>): string | undefined =>
  headers.Authorization?.startsWith('Bearer ') ? headers.Authorization.slice(7) : undefined;

async function send(method: string, path: string, options: RequestOptions) {
  const headers = requestHeaders(options.headers);
  const init: RequestInit = { method, headers, signal: options.signal ?? null };
  const body = encodeBody(options.body, headers);
  if (body !== undefined) init.body = body;
  try {
    return { response: await fetch(buildUrl(path, options.query), init), sentToken: bearerOf(headers) };
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
}

/**
 * A 401 of an authenticated call: the access token (15 min) expired or was refused. The session
 * store renews it (one refresh shared by every call that failed meanwhile) and the call is sent
 * once more with the new token.
 */
async function sendWithRenewal(method: string, path: string, options: RequestOptions): Promise<Response> {
  const first = await send(method, path, options);
  if (first.response.status !== 401 || options.skipAuthRenewal || !authRenewal) return first.response;
  if (!(await authRenewal.renew(first.sentToken))) return first.response;
  const second = await send(method, path, options);
  if (second.response.status === 401) authRenewal.lost();
  return second.response;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const end = options.skipLoading ? () => {} : loadingStore.begin();
  try {
    const response = await sendWithRenewal(method, path, options);
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
        response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
      );
    }
    options.onHeaders?.(response.headers);
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
