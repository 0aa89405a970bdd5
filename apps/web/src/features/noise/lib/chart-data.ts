import type { ChartLook } from '@ohp/reports';

// The screen's chart look (dark theme); the light theme uses the report's printLook. The chart
// data and labels come from @ohp/reports/noise/chart-data, shared with the PDF report.

export const darkLook: ChartLook = {
  text: '#c1c8d1',
  grid: '#2f3742',
  line: '#4dabf7',
  accent: '#fab005',
  danger: '#ff6b6b',
  shade: 'rgba(255, 107, 107, 0.2)',
  pauseShade: 'rgba(173, 181, 189, 0.2)',
  labelBackground: 'rgba(26, 27, 30, 0.85)',
};
