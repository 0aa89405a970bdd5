import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { jsonResponse } from '../testing/render';
import { ApiError, api, failureMessage } from './api-client';
import { setLanguage } from './i18n';
import { loadingStore } from './loading-store';

function stubFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client headers', () => {
  it('sends Accept-Language and x-language with the current language, and no token when none is stored', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: 1 }));
    await api.get('/health');
    const headers = headersOf(fetchMock);
    expect(headers['Accept-Language']).toBe('pt-BR');
    expect(headers['x-language']).toBe('pt-BR');
    expect(headers.Authorization).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it('follows a language change and sends the stored bearer token', async () => {
    await setLanguage('es');
    localStorage.setItem(storageKeys.accessToken, 'abc.def');
    const fetchMock = stubFetch(jsonResponse(200, { data: 1 }));
    await api.get('/user');
    const headers = headersOf(fetchMock);
    expect(headers['Accept-Language']).toBe('es');
    expect(headers['x-language']).toBe('es');
    expect(headers.Authorization).toBe('Bearer abc.def');
  });

  it('sends JSON bodies as JSON and query values in the URL', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: null }));
    await api.post('/user/email-validate', { a: 1 }, { query: { email: 'a+b@x.com', empty: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/email-validate?email=a%2Bb%40x.com');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is (the browser sets the multipart boundary)', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.post('/co2pro', form);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetchMock)['Content-Type']).toBeUndefined();
  });
});

describe('api client answers', () => {
  it('returns the payload of the data field', async () => {
    stubFetch(jsonResponse(200, { data: { token: 't' } }));
    await expect(api.post('/login', {})).resolves.toEqual({ token: 't' });
  });

  it('returns undefined for an empty answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/x')).resolves.toBeUndefined();
  });

  it("takes a failure's message from the error field first", async () => {
    stubFetch(jsonResponse(401, { error: 'Senha incorreta' }));
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Senha incorreta');
    expect((error as ApiError).status).toBe(401);
  });

  it('else from the response text', async () => {
    stubFetch(new Response('Bad gateway from the proxy', { status: 502 }));
    await expect(api.get('/x')).rejects.toThrow('Bad gateway from the proxy');
  });

  it('else from the exception message (network failure)', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toThrow('Failed to fetch');
  });

  it('uses the status when a failure has no body at all', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(api.get('/x')).rejects.toThrow('Internal Server Error');
  });

  it('failureMessage ignores an empty or non-string error field', () => {
    expect(failureMessage('{"error":""}', 'fallback')).toBe('{"error":""}');
    expect(failureMessage('{"error":{"code":1}}', 'fallback')).toBe('{"error":{"code":1}}');
    expect(failureMessage('   ', 'fallback')).toBe('fallback');
  });
});

describe('loading overlay count', () => {
  it('counts requests in flight and ignores those that opt out', async () => {
    let release: (() => void) | undefined;
    const pending = new Promise<Response>((resolve) => {
      release = () => resolve(jsonResponse(200, { data: 1 }));
    });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockReturnValueOnce(pending)
      .mockResolvedValue(jsonResponse(200, { data: 2 }));
    vi.stubGlobal('fetch', fetchMock);

    const first = api.get('/a');
    expect(loadingStore.getState().count).toBe(1);
    const silent = api.post('/push-notification/register', undefined, { skipLoading: true });
    expect(loadingStore.getState().count).toBe(1);
    await silent;
    expect(loadingStore.getState().count).toBe(1);
    release?.();
    await first;
    expect(loadingStore.getState().count).toBe(0);
  });

  it('ends the count when a request fails', async () => {
    stubFetch(jsonResponse(500, { error: 'boom' }));
    await expect(api.get('/a')).rejects.toThrow('boom');
    expect(loadingStore.getState().count).toBe(0);
  });
});
