// The axis viewer's first chart after navigation in Chromium, for a full 10 h AxPro record at 1 s
// in the extended format (third-octave spectra on three axes, ≈ 24 MB): issue 11 asks for the viewer
// to be "fluid on a full 10 h record" and names no figure; the 700 ms of the heat and CO2 viewers is
// used as the yardstick. Opened from /measurements-list/ax-pro (route /device/ax-pro/{id}).
// Run after `npx vite build apps/web`: node --import tsx bench/vibration/viewer.ts
import { firstChartBench } from '../support/first-chart';
import { extendedAxProTenHoursText } from '../support/vibration-record.ts';

const text = extendedAxProTenHoursText();
const ok = await firstChartBench({
  title: 'vibration viewer (AxPro extended, 10 h at 1 s, third octaves on 3 axes)',
  budgetMs: 700,
  fileName: 'axpro-10h-1s.txt',
  text,
  api: 'measurements',
  listPath: '/measurements-list/ax-pro',
  viewerPath: '/device/ax-pro/{id}',
  chartTestId: 'vibration-history',
  runs: 3,
});
process.exitCode = ok ? 0 : 1;
