import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { GhePanel } from './ghe-panel';

// Issue 25: the GHE takes the saved measurements of every owner and member of its company (the
// list names who saved each one), and a worker can be taken out of the GHE after a confirmation.

const ghe = {
  id: 'g1',
  companyId: 'c1',
  code: 'GHE-01',
  name: 'Prensas',
  sector: 'Estamparia',
  activities: 'Operar prensa',
  localAmb: 1,
  establishmentCnpj: '11222333000262',
  epc: 0,
  epcEffective: null,
  epi: 0,
  epis: [],
  epiConditions: null,
  workers: [
    {
      membershipId: 'm1',
      workerId: 'w1',
      name: 'Ana Prensista',
      cpf: '52998224725',
      startDate: '2025-03-01',
      endDate: '2025-09-30',
    },
  ],
  measurements: [],
};
const options = [
  {
    id: 'x9',
    domain: 'vibration',
    family: null,
    fileName: 'lixadeira.txt',
    description: 'Lixadeira angular',
    createdAt: '2025-06-15T15:00:00.000Z',
    savedBy: 'Mara Silva',
    mine: false,
  },
  {
    id: 'x1',
    domain: 'noise',
    family: null,
    fileName: 'prensa.txt',
    description: '',
    createdAt: '2025-06-10T15:00:00.000Z',
    savedBy: 'Olga Souza',
    mine: true,
  },
];

function api() {
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path.endsWith('/measurement-options')) return jsonResponse(200, { data: options });
    if (path.endsWith('/esocial/ghes')) return jsonResponse(200, { data: [ghe] });
    if (path.endsWith('/agents'))
      return jsonResponse(200, { data: { agents: [], omitted: [], warnings: [] } });
    if (path.endsWith('/esocial/ghes/g1') || path.includes('/esocial/ghes/g1/'))
      return jsonResponse(200, { data: ghe });
    return jsonResponse(200, { data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof api>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('GHE measurements of the company', () => {
  it('lists the members’ measurements naming who saved them, searches them on the server and adds one', async () => {
    const fetchMock = api();
    renderWithProviders(
      <MemoryRouter>
        <GhePanel companyId="c1" />
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: 'Incluir medição no GHE' }, { timeout: 8000 });
    const select = within(form).getByLabelText('Medição') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    expect(select.options[1]?.textContent).toBe(
      'lixadeira.txt (Lixadeira angular) – vibração – 15/06/2025 – salva por Mara Silva',
    );
    // The caller's own measurement does not name the caller.
    expect(select.options[2]?.textContent).not.toContain('salva por');
    expect(
      calls(fetchMock, 'GET').some((c) => c.url.includes('/api/esocial/ghes/g1/measurement-options')),
    ).toBe(true);
    // No longer the caller's own list.
    expect(
      calls(fetchMock, 'GET').some((c) => new URL(c.url, 'http://x').pathname === '/api/measurements'),
    ).toBe(false);

    await userEvent.type(within(form).getByLabelText('Buscar medições salvas'), 'angular');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET').some((c) => c.url.includes('measurement-options?search=angular'))).toBe(
        true,
      ),
    );
    await userEvent.selectOptions(select, 'x9');
    await userEvent.click(within(form).getByRole('button', { name: 'Incluir' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(calls(fetchMock, 'POST')[0]).toEqual({
      url: expect.stringContaining('/api/esocial/ghes/g1/measurements'),
      body: { measurementId: 'x9', metabolicRate: null },
    });
  });

  it('removes a worker from the GHE only after the confirmation', async () => {
    const fetchMock = api();
    renderWithProviders(
      <MemoryRouter>
        <GhePanel companyId="c1" />
      </MemoryRouter>,
    );
    const remove = await screen.findByRole(
      'button',
      { name: 'Remover Ana Prensista do GHE-01' },
      { timeout: 8000 },
    );
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remover do GHE?');
    expect(dialog.textContent).toContain('o período de 01/03/2025 a 30/09/2025 sai do evento S-2240');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(calls(fetchMock, 'DELETE')[0]?.url).toContain('/api/esocial/ghes/g1/workers/m1');
  });
});
