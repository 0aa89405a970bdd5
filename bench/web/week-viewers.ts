// Budget (issue 28, item 5): every viewer opens a 7-day record (604,800 intervals at 1 s) with its
// first chart ≤ 1.5 s after an in-app navigation, the main thread never blocked > 100 ms at a time.
// The records are the instruments' own formats from the generators of packages/devices: noise
// (DoseMax V2, no bands, ≈ 13 MB), heat (Itemp), CO2 (CO2Pro, ≈ 12 MB) and vibration (AxPro, no
// spectra, ≈ 47 MB; saved with a 64 MB server body limit). Every case starts its own server.
// Run after `npm run build`: node --import tsx bench/web/week-viewers.ts [noise|heat|co2|vibration …]
import {
  formatAxPro,
  formatCo2Pro,
  formatDoseMaxV2,
  formatItemp,
  generateHotAfternoon,
  generateNoiseShift,
  generateOfficeCo2,
  generateVibration,
} from '@ohp/devices';
import { type FirstChartCase, firstChartBench } from '../support/first-chart.ts';

const WEEK_S = 7 * 86_400;
const BUDGET_MS = 1500;

const cases: Record<string, () => FirstChartCase> = {
  noise: () => ({
    title: 'noise viewer 7 d (DoseMax V2, 604,800 rows at 1 s)',
    budgetMs: BUDGET_MS,
    fileName: 'dosemax-7d-1s.txt',
    text: formatDoseMaxV2(
      generateNoiseShift({
        seed: 28,
        serialNumber: '2409000310AA',
        firmware: '3.0.2',
        format: 'v2',
        start: '2026-05-04T00:00:00',
        durationSeconds: WEEK_S,
        intervalSeconds: 1,
        bands: 'none',
      }),
    ),
    api: 'measurements',
    listPath: '/measurements-list/dosimetro-v2',
    viewerPath: '/measurement/dosimetro-v2/{id}',
    chartTestId: 'level-chart',
  }),
  heat: () => ({
    title: 'heat viewer 7 d (Itemp, 604,800 rows at 1 s)',
    budgetMs: BUDGET_MS,
    fileName: 'itemp-7d-1s.txt',
    text: formatItemp(
      generateHotAfternoon({
        seed: 28,
        serialNumber: 'IT0001004B',
        start: '2024-02-01T00:00:00',
        durationSeconds: WEEK_S,
        intervalSeconds: 1,
      }),
    ),
    api: 'measurements',
    listPath: '/measurements-list/itemp-simple',
    viewerPath: '/measurement/itemp/{id}',
    chartTestId: 'heat-chart',
  }),
  co2: () => ({
    title: 'CO2 viewer 7 d (CO2Pro, 604,800 registers at 1 s)',
    budgetMs: BUDGET_MS,
    fileName: 'co2pro-7d-1s.txt',
    text: formatCo2Pro(
      generateOfficeCo2({
        seed: 28,
        serialNumber: '24060002208A',
        firmware: '2.1.0',
        start: '2026-04-02T00:00:00',
        durationSeconds: WEEK_S,
        intervalSeconds: 1,
      }),
    ),
    api: 'co2pro',
    listPath: '/measurements-list/co2pro',
    viewerPath: '/measurement/co2pro/{id}',
    chartTestId: 'co2-level-chart',
  }),
  vibration: () => ({
    title: 'vibration viewer 7 d (AxPro, 604,800 intervals at 1 s, no spectra)',
    budgetMs: BUDGET_MS,
    fileName: 'axpro-7d-1s.txt',
    text: formatAxPro(
      generateVibration({
        seed: 28,
        serialNumber: '24030001507A',
        firmware: '2.3.1',
        start: '2026-02-05T00:00:00',
        durationSeconds: WEEK_S,
        intervalSeconds: 1,
        evaluationType: 'wholeBody',
      }),
    ),
    api: 'measurements',
    listPath: '/measurements-list/ax-pro',
    viewerPath: '/device/ax-pro/{id}',
    chartTestId: 'vibration-history',
    bodyLimitMb: 64,
  }),
};

const wanted = process.argv.slice(2);
let ok = true;
for (const [name, make] of Object.entries(cases)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  try {
    ok = (await firstChartBench({ runs: 3, ...make() })) && ok;
  } catch (error) {
    ok = false;
    console.log(`${name} 7 d: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = ok ? 0 : 1;
