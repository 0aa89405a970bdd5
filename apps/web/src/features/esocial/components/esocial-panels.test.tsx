import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { GhePanel } from './ghe-panel';
import { WorkersPanel } from './workers-panel';

const worker = {
  id: 'w1',
  companyId: 'c1',
  name: 'Ana Prensista',
  cpf: '52998224725',
  registration: 'M-1',
  categoryCode: '101',
  active: true,
};
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
      endDate: null,
    },
  ],
  measurements: [
    {
      measurementId: 'x1',
      domain: 'noise',
      fileName: 'prensa.txt',
      date: '2025-05-02',
      metabolicRate: null,
      reportId: 'r1',
    },
  ],
};
const agents = {
  agents: [
    {
      code: '02.01.001',
      intensity: 85.99,
      unit: 4,
      limit: null,
      technique: 'NHO-01 (Fundacentro) – dosimetria',
      chosen: false,
      source: { measurementId: 'x1', file: 'prensa.txt', date: '2025-05-02', reportId: 'r1' },
    },
  ],
  omitted: [],
  warnings: [{ kind: 'certificateExpired', measurementId: 'x1', date: '2025-05-02' }],
};

function api(routes: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (init?.method === 'POST') return jsonResponse(201, { data: worker });
    const hit = Object.entries(routes).find(([suffix]) => path.endsWith(suffix));
    return jsonResponse(200, { data: hit ? hit[1] : [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('GHE screen', () => {
  it('shows the agents with their source, the warnings and the workers with dates', async () => {
    api({ '/esocial/ghes': [ghe], '/esocial/workers': [worker], '/agents': agents, '/measurements': [] });
    renderWithProviders(<GhePanel companyId="c1" />);
    // The agents come after the GHE list: a generous wait for a loaded machine.
    const table = await screen.findByRole(
      'table',
      { name: 'Agentes nocivos do GHE e a origem de cada valor' },
      { timeout: 8000 },
    );
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('02.01.001 Ruído');
    expect(row.textContent).toContain('85,99 dB(A)');
    expect(row.textContent).toContain('prensa.txt (02/05/2025), maior valor · com laudo');
    expect(
      screen.getByText('O certificado de calibração do instrumento estava vencido na medição de 02/05/2025.'),
    ).toBeTruthy();
    expect(screen.getByText('Ana Prensista: de 01/03/2025 a …')).toBeTruthy();
    expect(screen.getByText(/os assina com o certificado digital dele/)).toBeTruthy();
  });
});

describe('Workers screen', () => {
  it('adds a worker with the typed data and offers the S-2240 export per worker and for all', async () => {
    const fetchMock = api({ '/esocial/workers': [worker], '/esocial/responsible': null });
    renderWithProviders(<WorkersPanel companyId="c1" />);
    await screen.findByText('Ana Prensista');
    expect(await screen.findByRole('button', { name: 'Exportar S-2240' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar S-2240 de todos (ZIP)' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Novo trabalhador' });
    await userEvent.type(within(form).getByLabelText(/Nome/), 'Bia');
    await userEvent.type(within(form).getByLabelText(/^CPF/), '111.444.777-35');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/company/c1/esocial/workers');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Bia',
      cpf: '111.444.777-35',
      registration: null,
      categoryCode: '101',
    });
  });
});
