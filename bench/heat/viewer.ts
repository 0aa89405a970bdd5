// Budget (issue 10, item 8): the temperature viewer's first chart ≤ 700 ms after navigation in
// Chromium, for a 24 h Itemp record at 1 s (86,400 rows). Opened from /measurements-list/itemp-simple
// (a measurement saved without a heat state counts as normal mode).
// Run after `npx vite build apps/web`: node --import tsx bench/heat/viewer.ts
import { formatItemp, generateHotAfternoon } from '@ohp/devices';
import { firstChartBench } from '../support/first-chart';

const text = formatItemp(
  generateHotAfternoon({
    seed: 10,
    serialNumber: 'IT0001004B',
    start: '2024-02-01T00:00:00',
    durationSeconds: 86_400,
    intervalSeconds: 1,
  }),
);
const ok = await firstChartBench({
  title: 'heat viewer (Itemp, 86,400 rows at 1 s)',
  budgetMs: 700,
  fileName: 'itemp-24h-1s.txt',
  text,
  api: 'measurements',
  listPath: '/measurements-list/itemp-simple',
  viewerPath: '/measurement/itemp/{id}',
  chartTestId: 'heat-chart',
});
process.exitCode = ok ? 0 : 1;
