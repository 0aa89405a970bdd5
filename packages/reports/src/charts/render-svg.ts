import * as echarts from 'echarts';

export type ChartOption = echarts.EChartsCoreOption;

/**
 * Renders an ECharts option to an SVG string without a DOM (server-side rendering mode), so the
 * same option builders draw the screen and the vector charts of the PDF.
 */
export function renderChartSvg(option: ChartOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
