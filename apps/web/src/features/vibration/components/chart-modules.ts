import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartModules } from '../../../components/charts/echart';

/** What the axis viewer uses (lines and bars only), registered by the shared ECharts host. */
export const vibrationChartModules: EChartModules = [
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
];
