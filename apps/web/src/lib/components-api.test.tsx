import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render';
import { componentsApi } from './components-api';
import { createQueryClient } from './query-client';

const heat = componentsApi<{ kind: string }>('heat');

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('componentsApi', () => {
  it("lists the domain's components, and a save asks for the list again", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => ({ list: heat.useList(), create: heat.useCreate() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/components?domain=heat');

    await act(() => result.current.create.mutateAsync({ description: 'Forno', data: { kind: 'x' } }));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/components');
    expect(init?.method).toBe('POST');
    // No measurement: no measurementId key at all.
    expect(JSON.parse(String(init?.body))).toEqual({
      domain: 'heat',
      description: 'Forno',
      data: { kind: 'x' },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[2]?.[0])).toBe('/api/components?domain=heat');
  });

  it('renames and deletes by id', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => ({ update: heat.useUpdate(), remove: heat.useDelete() }), {
      wrapper: wrapper(),
    });
    await act(() => result.current.update.mutateAsync({ id: 'a/b', patch: { description: 'Novo' } }));
    await act(() => result.current.remove.mutateAsync('c1'));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'PATCH /api/components/a%2Fb',
      'DELETE /api/components/c1',
    ]);
  });
});
