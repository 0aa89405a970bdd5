import { LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import type { EChartModules } from '../../../components/charts/echart';

/** What the CO2 level and climate charts use, registered by the shared ECharts host. */
export const co2ChartModules: EChartModules = [
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
];
