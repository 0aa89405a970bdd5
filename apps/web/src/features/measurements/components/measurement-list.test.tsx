import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import type { Measurement } from '@ohp/contracts';
import { MeasurementList } from './measurement-list';

// A loaded machine can take more than the default second to answer and render.
const slow = { timeout: 8000 };

const measurement = (id: string, description: string): Measurement => ({
  id,
  domain: 'noise',
  family: 'doseMaxV2',
  fileName: `${id}.txt`,
  description,
  serialNumber: '2409000310AA',
  firmware: null,
  size: 250_000,
  state: {},
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

function renderList(onOpen?: (href: string) => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/measurements-list/dosimetro-v2',
        element: (
          <MeasurementList
            device="dosimetro-v2"
            title="DoseMax V2"
            domain="noise"
            families={['doseMaxV2']}
            columns={[{ key: 'file', labelKey: 'app:measurementList.file', cell: (m) => m.fileName }]}
            onOpen={onOpen}
          />
        ),
      },
      { path: '/measurement/dosimetro-v2/:id', element: <p>viewer</p> },
    ],
    { initialEntries: ['/measurements-list/dosimetro-v2'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A fake measurements API over an in-memory list; records every call. */
function fakeApi(initial: Measurement[]) {
  let rows = [...initial];
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const id = url.pathname.split('/')[3];
    if (method === 'GET' && url.pathname === '/api/measurements') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const sort = url.searchParams.get('sort') ?? '-createdAt';
      let list = rows.filter((m) => m.description.toLowerCase().includes(search));
      if (sort === 'description') list = [...list].sort((a, b) => a.description.localeCompare(b.description));
      return jsonResponse(200, { data: list });
    }
    if (method === 'DELETE' && id) {
      rows = rows.filter((m) => m.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH' && id) {
      rows = rows.map((m) => (m.id === id ? { ...m, ...(body as Partial<Measurement>) } : m));
      return jsonResponse(200, { data: rows.find((m) => m.id === id) });
    }
    return jsonResponse(404, { error: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('measurement list (a DoseMax V2 list)', () => {
  it('shows the empty state when nothing is saved', async () => {
    fakeApi([]);
    renderList();
    expect(await screen.findByText('Nenhuma medição salva ainda', {}, slow)).toBeTruthy();
  });

  it('lists the family, searches on the server and sorts', async () => {
    const calls = fakeApi([measurement('a1', 'Prensa 3'), measurement('b2', 'Caldeiraria')]);
    renderList();
    expect(await screen.findByText('Prensa 3', {}, slow)).toBeTruthy();
    expect(screen.getByText('Caldeiraria')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('domain')).toBe('noise');
    expect(calls[0]?.url.searchParams.get('family')).toBe('doseMaxV2');
    await userEvent.type(screen.getByTestId('list-search'), 'prensa');
    await waitFor(() => expect(screen.queryByText('Caldeiraria')).toBeNull(), slow);
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('prensa');
    expect((await screen.findByText('Prensa 3', {}, slow)).getAttribute('href')).toBe(
      '/measurement/dosimetro-v2/a1',
    );
  });

  it('tells the app which measurement a click opens, before the navigation (not a new-tab click)', async () => {
    fakeApi([measurement('a1', 'Prensa 3')]);
    const opened: Array<{ href: string; path: string }> = [];
    const router = renderList((href) => opened.push({ href, path: router.state.location.pathname }));
    const link = await screen.findByText('Prensa 3', {}, slow);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(opened).toEqual([]);
    await user.click(link);
    // Called while the list was still the page: the navigation came after.
    expect(opened).toEqual([
      { href: '/measurement/dosimetro-v2/a1', path: '/measurements-list/dosimetro-v2' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurement/dosimetro-v2/a1'), slow);
  });

  it('asks the server for the chosen order', async () => {
    const calls = fakeApi([measurement('a1', 'Prensa 3'), measurement('b2', 'Caldeiraria')]);
    renderList();
    await screen.findByText('Prensa 3', {}, slow);
    expect(calls[0]?.url.searchParams.get('sort')).toBe('-createdAt');
    await userEvent.click(screen.getByTestId('list-sort'));
    await userEvent.click(await screen.findByRole('option', { name: 'Descrição A–Z' }, slow));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('description'), slow);
    await waitFor(
      () => expect(screen.getAllByTestId('list-row')[0]?.textContent).toContain('Caldeiraria'),
      slow,
    );
  });

  it('renames with PATCH { description }', async () => {
    const calls = fakeApi([measurement('a1', 'Prensa 3')]);
    renderList();
    const row = (await screen.findByText('Prensa 3', {}, slow)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Renomear' }));
    const input = await screen.findByTestId('rename-input', {}, slow);
    await userEvent.clear(input);
    await userEvent.type(input, 'Prensa 3 (revisada)');
    await userEvent.click(screen.getByTestId('rename-save'));
    expect(await screen.findByText('Prensa 3 (revisada)', {}, slow)).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/measurements/a1');
    expect(patch?.body).toEqual({ description: 'Prensa 3 (revisada)' });
  });

  it('an empty name is refused without a request', async () => {
    const calls = fakeApi([measurement('a1', 'Prensa 3')]);
    renderList();
    const row = (await screen.findByText('Prensa 3', {}, slow)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Renomear' }));
    await userEvent.clear(await screen.findByTestId('rename-input', {}, slow));
    await userEvent.click(screen.getByTestId('rename-save'));
    expect(await screen.findByText('É obrigatório informar esse campo', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('deletes only after confirmation', async () => {
    const calls = fakeApi([measurement('a1', 'Prensa 3')]);
    renderList();
    const row = (await screen.findByText('Prensa 3', {}, slow)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Excluir medição' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Excluir medição' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhuma medição salva ainda', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/measurements/a1');
  });
});
