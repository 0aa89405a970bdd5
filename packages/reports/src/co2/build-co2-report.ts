import { formatDateTime, type Language } from '@ohp/i18n';
import { formatNumber } from '../noise/format.ts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderChartSvg } from '../charts/render-svg.ts';
import { sectionTitle, signatureBlock } from '../document/blocks.ts';
import { buildReportDocument } from '../document/frame.ts';
import { type Co2ChartLabels, co2ClimateOption, co2LevelOption, co2MarksForNorm } from './chart-options.ts';
import { co2ReportTranslator, type T } from './format.ts';
import { technicalConsiderationsSection } from '../conclusions/render.ts';
import { daysSection } from '../document/days-section.ts';
import { co2ConclusionsContent, co2MissingNotice, co2Objectives } from './legal-content.ts';
import type { Co2ReportInput } from './report-input.ts';
import {
  annotationSection,
  identificationSection,
  instrumentSection,
  measurementSection,
  methodSection,
  periodsSection,
  resultsSection,
} from './sections.ts';

const chartWidth = 515;

/** The chart labels in a language; `t` translates keys of the co2 namespace's report part. */
export function co2ChartLabels(t: (key: string) => string, language?: Language): Co2ChartLabels {
  const keys: Array<keyof Co2ChartLabels> = [
    'co2',
    'average15',
    'time',
    'minutes',
    'nr15Limit',
    'nr15MaxValue',
    'acgihTwa',
    'acgihStel',
    'indoorAir',
    'aboveLimit',
    'temperature',
    'humidity',
    'temperatureRange',
    'humidityRange',
  ];
  const labels = Object.fromEntries(keys.map((k) => [k, t(`charts.${k}`)])) as unknown as Co2ChartLabels;
  if (language) labels.formatNumber = (v) => formatNumber(language, v, Number.isInteger(v) ? 0 : 1);
  return labels;
}

function chartsSection(input: Co2ReportInput, t: T): Content[] {
  const labels = co2ChartLabels(t, input.language);
  const figure = (caption: string, svg: string): Content => ({
    unbreakable: true,
    stack: [
      { text: caption, bold: true, fontSize: 9, margin: [0, 6, 0, 2] },
      { svg, width: chartWidth },
    ],
  });
  const level = renderChartSvg(
    co2LevelOption(input.charts, co2MarksForNorm(input.norm), labels),
    chartWidth,
    250,
  );
  const content: Content[] = [
    // The section title travels with the first chart.
    {
      unbreakable: true,
      stack: [sectionTitle(t('sections.charts')), figure(t('charts.levelCaption'), level)],
    },
  ];
  if (input.charts.temperature || input.charts.humidity) {
    const climate = co2ClimateOption(input.charts, input.result.indoorAir.season, labels);
    content.push(figure(t('charts.climateCaption'), renderChartSvg(climate, chartWidth, 200)));
  }
  return content;
}

/**
 * The CO2 report as a pdfmake document: identification, instrument, measurement and method,
 * results per standard with verdicts (NR-15 Anexo 11, ACGIH, and the ANVISA indoor-air reference),
 * the 15-minute periods above the limits, vector charts, annotation and signature. Pure: the same
 * code runs in the browser and in Node.
 */
export function buildCo2Report(input: Co2ReportInput): TDocumentDefinitions {
  const t = co2ReportTranslator(input.language);
  const f = input.fields;
  const signature = [f.measurerName ?? t('reports:common.signatureRole')];
  if (f.measurerName) signature.push(t('reports:common.signatureRole'));
  if (f.evaluatorRegistration)
    signature.push(t('reports:common.registration', { value: f.evaluatorRegistration }));
  if (f.measurerCompanyName) signature.push(f.measurerCompanyName);
  return buildReportDocument({
    title: t('title'),
    subtitle: t('subtitle', { model: input.instrument.model, norms: t(`norms.${input.norm}`) }),
    logoDataUrl: input.logoDataUrl,
    generatedLine: t('reports:common.generatedAt', { date: formatDateTime(input.generatedAt) }),
    pageLabel: (page, count) => t('reports:common.page', { page, count }),
    metadata: {
      author: f.measurerName,
      subject: [f.employeeCompanyName, f.employeeName].filter(Boolean).join(' · '),
    },
    content: [
      ...co2MissingNotice(input),
      ...identificationSection(input, t),
      ...instrumentSection(input, t),
      ...co2Objectives(input),
      ...measurementSection(input, t),
      ...methodSection(input, t),
      ...resultsSection(input, t),
      ...(input.days ? daysSection(input.language, input.days) : []),
      ...co2ConclusionsContent(input),
      ...periodsSection(input, t),
      ...chartsSection(input, t),
      ...technicalConsiderationsSection(input.language, f.technicalConsiderations),
      ...annotationSection(input, t),
      signatureBlock(signature),
    ],
  });
}
