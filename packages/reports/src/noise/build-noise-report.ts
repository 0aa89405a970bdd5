import { formatDateTime } from '@ohp/i18n';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderChartSvg } from '../charts/render-svg.ts';
import { sectionTitle, signatureBlock } from '../document/blocks.ts';
import { daysSection } from '../document/days-section.ts';
import { buildReportDocument } from '../document/frame.ts';
import { chartLabels } from './chart-data.ts';
import { bandsOption, histogramOption, levelOverTimeOption } from './chart-options.ts';
import { legalTranslator, technicalConsiderationsSection } from '../conclusions/render.ts';
import { formatNumber } from './format.ts';
import {
  noiseConclusionsContent,
  noiseMissingNotice,
  noiseObjectivesAndMethod,
  noiseUncertaintySection,
} from './legal-content.ts';
import type { NoiseReportInput } from './report-input.ts';
import {
  annotationSection,
  calibrationSection,
  clippingSection,
  identificationSection,
  instrumentSection,
  measurementSection,
  protectorSection,
  reportTranslator,
  resultsSection,
} from './sections.ts';

const chartWidth = 515;

function chartsSection(input: NoiseReportInput, t: ReturnType<typeof reportTranslator>): Content[] {
  const labels = {
    ...chartLabels(t),
    date: legalTranslator(input.language)('charts.date'),
    formatNumber: (v: number, digits: number) => formatNumber(input.language, v, digits),
  };
  // Caption and chart stay on one page.
  const figure = (key: string, svg: string): Content => ({
    unbreakable: true,
    stack: [
      { text: t(`noise.charts.${key}`), bold: true, fontSize: 9, margin: [0, 6, 0, 2] },
      { svg, width: chartWidth },
    ],
  });
  const marks = {
    thresholdDb: input.settings.thresholdDb,
    criterionDb: input.settings.criterionDb,
    clippings: input.clippings,
  };
  // The section title travels with the first chart: a title alone at the foot of a page is useless.
  const content: Content[] = [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('noise.sections.charts')),
        figure(
          'levelOverTime',
          renderChartSvg(levelOverTimeOption(input.charts, marks, labels), chartWidth, 230),
        ),
      ],
    },
  ];
  if (input.charts.histogram.length > 0) {
    content.push(figure('histogram', renderChartSvg(histogramOption(input.charts, labels), chartWidth, 190)));
  }
  if (input.charts.bands && input.charts.bands.levels.length > 0) {
    content.push(figure('bands', renderChartSvg(bandsOption(input.charts.bands, labels), chartWidth, 190)));
  }
  return content;
}

/**
 * The noise dosimetry report as a pdfmake document: identification, instrument and
 * configuration, measurement, results per norm with judgement and recommended action,
 * protected exposure, calibration, vector charts, clippings, annotations and signature.
 * Pure: the same code runs in the browser and in Node.
 */
export function buildNoiseReport(input: NoiseReportInput): TDocumentDefinitions {
  const t = reportTranslator(input.language);
  const norms = input.results.map((r) => t(`noise.norms.${r.norm}`)).join(' · ');
  const c = input.context;
  const signature = [c.evaluatorName ?? t('common.signatureRole')];
  if (c.evaluatorName) signature.push(t('common.signatureRole'));
  if (c.evaluatorRegistration) signature.push(t('common.registration', { value: c.evaluatorRegistration }));
  if (c.evaluatorCompany) signature.push(c.evaluatorCompany);
  return buildReportDocument({
    title: t('noise.title'),
    subtitle: t('noise.subtitle', { family: input.familyLabel, norms }),
    logoDataUrl: input.logoDataUrl,
    generatedLine: t('common.generatedAt', { date: formatDateTime(input.generatedAt) }),
    pageLabel: (page, count) => t('common.page', { page, count }),
    metadata: { author: c.evaluatorName, subject: [c.company, c.employee].filter(Boolean).join(' · ') },
    content: [
      ...noiseMissingNotice(input, t),
      ...identificationSection(input, t),
      ...instrumentSection(input, t),
      ...noiseObjectivesAndMethod(input),
      ...measurementSection(input, t),
      ...resultsSection(input, t),
      ...(input.days ?? []).flatMap((d) => daysSection(input.language, d)),
      ...protectorSection(input, t),
      ...calibrationSection(input, t),
      ...noiseUncertaintySection(input),
      ...noiseConclusionsContent(input),
      ...chartsSection(input, t),
      ...clippingSection(input, t),
      ...technicalConsiderationsSection(input.language, input.context.technicalConsiderations),
      ...annotationSection(input, t),
      signatureBlock(signature),
    ],
  });
}
