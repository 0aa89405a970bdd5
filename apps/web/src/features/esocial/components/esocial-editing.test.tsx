import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { GhePanel } from './ghe-panel';
import { NoCompany } from './no-company';
import { WorkersPanel } from './workers-panel';

// The editing of issue 25 on the screens: the measurement chosen for an agent, a membership's
// dates and a worker's data, with bad input refused on the field, in pt-BR; the empty states.

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
  measurements: [],
};
const noiseAgent = {
  code: '02.01.001',
  intensity: 85.08,
  unit: 4,
  limit: null,
  technique: 'NHO-01 (Fundacentro) – dosimetria',
  chosen: true,
  choice: { by: 'Helena User', at: '2026-11-20T15:00:00.000Z' },
  candidates: [
    { measurementId: 'x1', file: 'dia-1.txt', date: '2026-03-10', intensity: 85.99 },
    { measurementId: 'x2', file: 'dia-2.txt', date: '2026-03-11', intensity: 85.08 },
  ],
  source: { measurementId: 'x2', file: 'dia-2.txt', date: '2026-03-11' },
};

function api(routes: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (init?.method && init.method !== 'GET') return jsonResponse(200, { data: ghe });
    const hit = Object.entries(routes).find(([suffix]) => path.endsWith(suffix));
    return jsonResponse(200, { data: hit ? hit[1] : [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof api>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('GHE screen editing', () => {
  it('shows who chose the measurement of an agent, and records another choice', async () => {
    const fetchMock = api({
      '/esocial/ghes': [ghe],
      '/esocial/workers': [worker],
      '/agents': { agents: [noiseAgent], omitted: [], warnings: [] },
      '/measurements': [],
    });
    renderWithProviders(
      <MemoryRouter>
        <GhePanel companyId="c1" />
      </MemoryRouter>,
    );
    const select = await screen.findByRole(
      'combobox',
      { name: 'Medição usada para 02.01.001' },
      { timeout: 8000 },
    );
    expect(screen.getByText(/^Escolhida por Helena User em \d\d\/11\/2026$/)).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('x2');
    await userEvent.selectOptions(select, 'x1');
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = sent(fetchMock, 'PUT')[0] ?? [];
    expect(String(url)).toContain('/api/esocial/ghes/g1/agents');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '02.01.001', measurementId: 'x1' });
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(sent(fetchMock, 'DELETE')).toHaveLength(1));
    expect(String(sent(fetchMock, 'DELETE')[0]?.[0])).toContain('/api/esocial/ghes/g1/agents/02.01.001');
  });

  it('edits a membership’s dates, refusing a future start and an end before the start on their fields', async () => {
    const fetchMock = api({
      '/esocial/ghes': [ghe],
      '/esocial/workers': [worker],
      '/agents': { agents: [], omitted: [], warnings: [] },
      '/measurements': [],
    });
    renderWithProviders(
      <MemoryRouter>
        <GhePanel companyId="c1" />
      </MemoryRouter>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar datas de Ana Prensista' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByRole('textbox', { name: /Início/ });
    const end = within(dialog).getByRole('textbox', { name: /Fim/ });
    await userEvent.clear(start);
    await userEvent.type(start, '01/01/2999');
    await userEvent.type(end, '01/01/2998');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      within(dialog).getByText(
        'Início: o início não pode estar no futuro; o evento informa condições já iniciadas.',
      ),
    ).toBeTruthy();
    await userEvent.clear(start);
    await userEvent.type(start, '01/03/2025');
    await userEvent.clear(end);
    await userEvent.type(end, '28/02/2025');
    expect(within(dialog).getByText('Fim: a data final é anterior à inicial.')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.type(end, '30/04/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = sent(fetchMock, 'PUT')[0] ?? [];
    expect(String(url)).toContain('/api/esocial/ghes/g1/workers/m1');
    expect(JSON.parse(String(init?.body))).toEqual({ startDate: '2025-03-01', endDate: '2025-04-30' });
  });

  it('a company without workers points to the Workers screen', async () => {
    api({ '/esocial/ghes': [], '/esocial/workers': [] });
    renderWithProviders(
      <MemoryRouter>
        <GhePanel companyId="c1" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Nenhum GHE cadastrado: crie o primeiro no formulário acima.'),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'tela Trabalhadores' })).getAttribute('href')).toBe(
      '/company/workers',
    );
  });
});

describe('Workers screen editing', () => {
  it('edits a worker, refusing an invalid CPF on its field, then sends the data', async () => {
    const fetchMock = api({ '/esocial/workers': [worker], '/esocial/responsible': null });
    renderWithProviders(
      <MemoryRouter>
        <WorkersPanel companyId="c1" />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ana Prensista' }));
    const dialog = await screen.findByRole('dialog');
    const cpf = within(dialog).getByRole('textbox', { name: /CPF/ });
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('CPF: CPF inválido (dígitos verificadores não conferem).')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-25');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ativo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = sent(fetchMock, 'PUT')[0] ?? [];
    expect(String(url)).toContain('/api/esocial/workers/w1');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Prensista',
      cpf: '529.982.247-25',
      registration: 'M-1',
      categoryCode: '101',
      active: false,
    });
  });

  it('no workers yet: says so and points to the GHE screen', async () => {
    api({ '/esocial/workers': [], '/esocial/responsible': null });
    renderWithProviders(
      <MemoryRouter>
        <WorkersPanel companyId="c1" />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'tela GHE' })).getAttribute('href')).toBe('/company/ghe');
  });

  it('a user in no company is told how to create or join one', async () => {
    renderWithProviders(
      <MemoryRouter>
        <NoCompany />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Você ainda não participa de nenhuma empresa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'página Empresa' }).getAttribute('href')).toBe('/company');
  });
});
