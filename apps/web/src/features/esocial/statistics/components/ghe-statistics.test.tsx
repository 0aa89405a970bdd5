import { computeNoiseStatistics } from '@ohp/exposure';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../../testing/render';
import { GheStatistics } from './ghe-statistics';

// jsdom has no canvas: the chart host is stood in by its labelled element (options tested in packages/reports).
vi.mock('../../../../components/charts/echart', () => ({
  EChart: (p: { testId: string; ariaLabel: string }) => (
    <div data-testid={p.testId} role="img" aria-label={p.ariaLabel} />
  ),
}));

const levels = [85.99, 85.08, 85.96, 88.2];
const measurement = (i: number, value: number | null) => ({
  measurementId: `m${i}`,
  fileName: `n${i}.txt`,
  serialNumber: 'S1',
  date: `2026-03-0${i}`,
  value,
  excluded: null as null | { reason: string; by: string; at: string },
});
const noise = {
  agent: 'noise-nho01',
  unit: 'dB(A)',
  oel: 85,
  exchangeRate: 3,
  measurements: [...levels.map((v, i) => measurement(i + 1, v)), measurement(5, null)],
  statistics: computeNoiseStatistics(levels, 85, 3),
  error: null,
};
const co2 = {
  agent: 'co2',
  unit: 'ppm',
  oel: 5000,
  exchangeRate: null,
  measurements: [measurement(6, 800), measurement(7, 900)],
  statistics: null,
  error: { key: 'statistics:errors.tooFew', values: { count: 2, min: 3 } },
};

function api() {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method === 'PUT') {
      const excluded = {
        ...noise.measurements[3],
        excluded: { reason: 'Fora da rotina', by: 'Ana', at: '2026-03-10T12:00:00Z' },
      };
      const agent = {
        ...noise,
        measurements: [...noise.measurements.slice(0, 3), excluded, noise.measurements[4]],
        statistics: computeNoiseStatistics(levels.slice(0, 3), 85, 3),
      };
      return jsonResponse(200, { data: { agents: [agent, co2] } });
    }
    return jsonResponse(200, { data: { agents: [noise, co2] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('GHE statistics on the GHE screen', () => {
  it('shows the figures in dB(A), the AIHA band in words, the verdict, the plot and the measurements', async () => {
    api();
    renderWithProviders(<GheStatistics gheId="g1" gheCode="GHE-01" />);
    const section = await screen.findByRole('region', { name: 'Ruído – NEN, NHO-01 (q = 3)' });
    const s = noise.statistics;
    const band = within(section).getByTestId('aiha-band');
    // P95 ≈ 88.5 dB(A) > 85: category 4.
    expect(s.aihaCategory).toBe(4);
    expect(band.textContent).toBe('Categoria AIHA 4: mal controlada (P95 acima do LEO)');
    // The GM of dose fractions back in dB(A) is the mean level (q = 3): an independent check.
    const mean = levels.reduce((a, b) => a + b, 0) / levels.length;
    const table = within(section).getByRole('table', { name: 'Estatística de exposição' });
    const gmRow = within(table).getByRole('row', { name: /Média geométrica/ });
    expect(gmRow.textContent).toContain(`${mean.toFixed(2).replace('.', ',')} dB(A)`);
    expect(within(section).getByText(/Inaceitável: o percentil 95 está acima do LEO/)).toBeTruthy();
    expect(within(section).getByRole('img').getAttribute('aria-label')).toContain('4 valores');
    expect(within(section).getByText('Sem valor para este agente (ex.: dose 0)')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Baixar o relatório do GHE (PDF)' })).toBeTruthy();
    const co2Section = screen.getByRole('region', { name: 'Dióxido de carbono – TWA 8 h (ACGIH)' });
    expect(within(co2Section).getByRole('status').textContent).toBe(
      'São necessários pelo menos 3 valores; foram informados 2.',
    );
    expect(within(co2Section).queryByTestId('aiha-band')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('excludes a measurement with the typed reason and shows who excluded it and why', async () => {
    const fetchMock = api();
    renderWithProviders(<GheStatistics gheId="g1" gheCode="GHE-01" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir: n4.txt' }));
    await userEvent.type(screen.getByLabelText(/Motivo para excluir n4.txt/), 'Fora da rotina');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir da estatística' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/esocial/ghes/g1/statistics/exclusions/m4');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ reason: 'Fora da rotina' });
    expect(await screen.findByText(/Excluída por Ana em 10\/03\/2026: Fora da rotina/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Incluir de novo: n4.txt' })).toBeTruthy();
    // Dates in the pt-BR pattern (dd/mm/aaaa), never the ISO text.
    const row = screen.getByRole('button', { name: 'Incluir de novo: n4.txt' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('04/03/2026')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/2026-03-0\d/);
  });
});
