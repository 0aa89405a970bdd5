import { epochMs, type NoiseSeries, seconds } from '@ohp/exposure';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useNoiseDays } from '../hooks/use-noise-days';
import { noiseDays } from '../lib/noise-days';
import type { NormChoice } from '../lib/saved-state';
import { NoiseDays } from './noise-days';

/** The viewer's way: the days hook (the days worker, or here without one) and the table. */
function Days({ series, norm }: { series: NoiseSeries; norm: NormChoice }) {
  const days = useNoiseDays(series, {
    record: undefined,
    norm,
    useDeviceCriteria: true,
    workdayMin: undefined,
  });
  if (days === undefined) return <p>…</p>;
  return days.length ? <NoiseDays days={days} /> : <p data-testid="no-days" />;
}

/** 2024-01-15 22:00 (device clock), 1 min: 120 min at 95 dB(A), 480 at 88, 960 at 70 (26 h). */
function twoDays(): NoiseSeries {
  const laeq = new Float64Array(1560);
  laeq.fill(95, 0, 120);
  laeq.fill(88, 120, 600);
  laeq.fill(70, 600);
  return {
    startMs: epochMs(new Date(2024, 0, 15, 22, 0, 0).getTime()),
    timeBase: 'absolute',
    intervalS: seconds(60),
    laeq,
    excluded: [],
  };
}

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId)).getAllByRole('row').slice(1) as HTMLTableRowElement[];

describe('the noise viewer’s results per day (a record longer than 24 h)', () => {
  it('NR-15: one row per calendar day with its daily dose, the worst day marked and judged', async () => {
    renderWithProviders(<Days series={twoDays()} norm="nr15" />);
    await screen.findByTestId('noise-days-nr15');
    const table = within(screen.getByTestId('noise-days-nr15')).getByRole('table');
    expect(table.querySelector('caption')?.textContent).toContain('2 dias');
    const rows = rowsOf('noise-days-nr15');
    // Day 1: 120 min at 95 dB(A) is 120/T(95) = 120/120 = 100 % of its 120-min day (uncertainty);
    // Lavg 95, NEN = 95 + 16.61·log10(120/480) = 85.0. Day 2: 480 min at 88 dB(A) is
    // 480/(480/2^(3/5)) = 151.6 % (above the limit): the worst; 70 dB(A) is under the threshold, so
    // Lavg over its 1,440 min = 85 + 16.61·log10(1.5157/3) = 80.1 and NEN = 85 + 16.61·log10(1.5157) = 88.0.
    expect(rows.map((r) => [...r.cells].map((c) => c.textContent))).toEqual([
      ['15/01/2024', '100,0 %', '95,0 dB(A)', '85,0 dB(A)', 'Região de incerteza'],
      ['16/01/2024Pior dia', '151,6 %', '80,1 dB(A)', '88,0 dB(A)', 'Acima do limite de exposição'],
    ]);
    expect(rows[1]?.dataset.worst).toBe('true');
    expect(screen.getByTestId('worst-day').textContent).toContain(
      'Pior dia: 16/01/2024 — Acima do limite de exposição',
    );
  });

  it('each norm carries its worst day’s whole result (the viewer’s cards show it)', async () => {
    const { criteriaFor } = await import('../lib/criteria');
    const [nr15] = noiseDays({
      series: twoDays(),
      norms: [{ norm: 'nr15', criteria: criteriaFor('nr15', undefined, true, undefined).criteria }],
    });
    expect(nr15?.worst).toBe(1);
    // Day 2's daily dose (151.6 %, above the limit), not the whole record's.
    expect(nr15?.worstResult.projectedWorkdayDosePct).toBeCloseTo(nr15?.days[1]?.dosePct ?? Number.NaN, 9);
    expect(nr15?.worstResult.projectedWorkdayDosePct).toBeCloseTo(151.6, 1);
    expect(nr15?.worstResult.judgement).toBe('above_limit');
  });

  it('both norms: NHO-01 (q = 3) judges day 1 the worst (251,98 % against 200 %)', async () => {
    renderWithProviders(<Days series={twoDays()} norm="both" />);
    await screen.findByTestId('noise-days-nho01');
    const rows = rowsOf('noise-days-nho01');
    expect(rows.map((r) => r.cells[1]?.textContent)).toEqual(['252,0 %', '200,0 %']);
    expect(rows[0]?.dataset.worst).toBe('true');
    expect(screen.getByTestId('noise-days-nr15')).toBeTruthy();
  });

  it('a record with no date: days by number, said to be 24-h periods from the start, not calendar days', async () => {
    renderWithProviders(
      <Days series={{ ...twoDays(), startMs: epochMs(0), timeBase: 'relative' }} norm="nr15" />,
    );
    await screen.findByTestId('noise-days-nr15');
    const worst = screen.getByTestId('worst-day').textContent ?? '';
    expect(worst).toContain('2 períodos de 24 h desde o início do arquivo');
    expect(worst).not.toContain('calendário');
    expect(rowsOf('noise-days-nr15').map((r) => r.cells[0]?.textContent?.slice(0, 5))).toEqual([
      'dia 1',
      'dia 2',
    ]);
  });

  it('a record of 24 h or less shows no table', () => {
    const day = { ...twoDays(), laeq: new Float64Array(1440).fill(85) };
    const { container } = renderWithProviders(<Days series={day} norm="nr15" />);
    expect(screen.getByTestId('no-days')).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
  });
});
