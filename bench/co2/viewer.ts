// Budget (issue 12, item 8): the CO2 viewer's first chart ≤ 700 ms after navigation in Chromium,
// for 86,400 CO2Pro registers (24 h at 1 s), saved with POST co2pro and opened from
// /measurements-list/co2pro (SPEC §4: the file is loaded first, GET co2pro/file/{id}).
// Run after `npx vite build apps/web`: node --import tsx bench/co2/viewer.ts
import { formatCo2Pro, generateOfficeCo2 } from '@ohp/devices';
import { firstChartBench } from '../support/first-chart';

const text = formatCo2Pro(
  generateOfficeCo2({
    seed: 12,
    serialNumber: '24060002208A',
    firmware: '2.1.0',
    start: '2026-04-02T00:00:00',
    durationSeconds: 86_400,
    intervalSeconds: 1,
  }),
);
const ok = await firstChartBench({
  title: 'CO2 viewer (CO2Pro, 86,400 registers at 1 s)',
  budgetMs: 700,
  fileName: 'co2pro-24h-1s.txt',
  text,
  api: 'co2pro',
  listPath: '/measurements-list/co2pro',
  viewerPath: '/measurement/co2pro/{id}',
  chartTestId: 'co2-level-chart',
});
process.exitCode = ok ? 0 : 1;
