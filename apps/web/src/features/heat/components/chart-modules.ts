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

/** What the temperature chart uses (line, marks, zoom), registered by the shared ECharts host. */
export const heatChartModules: EChartModules = [
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
];
