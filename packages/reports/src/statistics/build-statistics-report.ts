import { formatDateTime } from '@ohp/i18n';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { doseFractionToLevel } from '@ohp/exposure';
import { renderChartSvg } from '../charts/render-svg.ts';
import { sectionTitle, signatureBlock } from '../document/blocks.ts';
import { buildReportDocument } from '../document/frame.ts';
import { significant, statisticsTranslator, type T } from './format.ts';
import { probabilityPlotOption } from './probability-plot.ts';
import type { StatisticsReportInput } from './report-input.ts';
import {
  decisionSection,
  identificationSection,
  measurementsSection,
  statisticsSection,
} from './sections.ts';

const chartWidth = 515;

function plotSection(input: StatisticsReportInput, t: T): Content {
  const s = input.statistics;
  const used = input.measurements.filter((m) => !m.excludedReason).map((m) => m.value);
  const noise = input.noise;
  const fitted = (z: number) => {
    const fraction = s.gm * s.gsd ** z;
    return noise ? doseFractionToLevel(fraction, input.oel, noise.exchangeRate) : fraction;
  };
  const option = probabilityPlotOption(
    { values: used, fitted, oel: input.oel, logAxis: !noise },
    {
      score: t('report.plot.score'),
      value: t('report.plot.value', { unit: noise ? 'dB(A)' : input.agent.unit }),
      results: t('report.plot.results'),
      fitted: t('report.plot.fitted'),
      oel: t('labels.oel'),
      formatNumber: (v) => significant(input.language, v, 3),
    },
  );
  return {
    unbreakable: true,
    stack: [
      sectionTitle(t('report.sections.plot')),
      { svg: renderChartSvg(option, chartWidth, 260), width: chartWidth },
      { text: t('report.plot.caption'), style: 'small', margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * The statistics report of one agent in one similar-exposure group: the group and its workers, the
 * measurement table with sources (excluded ones with their reason), the statistics, the probability
 * plot with the OEL, the decision and its basis. Pure: the same code runs in the browser and in Node.
 */
export function buildStatisticsReport(input: StatisticsReportInput): TDocumentDefinitions {
  const t = statisticsTranslator(input.language);
  const evaluator = input.evaluator;
  return buildReportDocument({
    title: t('report.title'),
    subtitle: `${input.group.name} · ${input.agent.name}`,
    logoDataUrl: input.logoDataUrl,
    generatedLine: t('reports:common.generatedAt', { date: formatDateTime(input.generatedAt) }),
    pageLabel: (page, count) => t('reports:common.page', { page, count }),
    metadata: { subject: t('report.title'), keywords: 'GHE, AIHA, EN 689, lognormal' },
    content: [
      ...identificationSection(input, t),
      ...measurementsSection(input, t),
      ...statisticsSection(input, t),
      plotSection(input, t),
      ...decisionSection(input, t),
      ...(evaluator?.name
        ? [signatureBlock([evaluator.name, evaluator.registration ?? ''].filter(Boolean))]
        : []),
    ],
  });
}
