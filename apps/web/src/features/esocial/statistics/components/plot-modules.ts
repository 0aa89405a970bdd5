import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import type { EChartModules } from '../../../../components/charts/echart';

/** What the probability plot uses, registered by the shared ECharts host. */
export const plotModules: EChartModules = [ScatterChart, LineChart, GridComponent, LegendComponent];
