import { daysSection } from '../document/days-section.ts';
import { formatDateTime, formatTick } from '@ohp/i18n';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderChartSvg } from '../charts/render-svg.ts';
import { sectionTitle, signatureBlock } from '../document/blocks.ts';
import { buildReportDocument } from '../document/frame.ts';
import { formatNumber } from '../noise/format.ts';
import { temperaturesOption } from './chart-options.ts';
import { technicalConsiderationsSection } from '../conclusions/render.ts';
import { heatConclusionsContent, heatMissingNotice, heatObjectives } from './legal-content.ts';
import type { HeatReportInput } from './report-input.ts';
import {
  activitiesSection,
  annotationSection,
  flagsSection,
  heatTranslator,
  identificationSection,
  instrumentSection,
  methodSection,
  notesSection,
  resultsSection,
  situationsSection,
  type T,
  temperatureFormat,
} from './sections.ts';

const chartWidth = 515;

function chartSection(input: HeatReportInput, t: T): Content[] {
  if (!input.chart) return [];
  const temp = temperatureFormat(input);
  const option = temperaturesOption(
    input.chart,
    {
      temperature: t('chart.temperature'),
      time: t('chart.time'),
      minutes: t('chart.minutes'),
      limit: t('chart.limit'),
      actionLevel: t('chart.actionLevel'),
      window: t('chart.window'),
      unit: temp.unit,
      format: (v) => formatNumber(input.language, v, 1),
      tick: (v) => formatTick(input.language, v),
    },
    temp.value,
  );
  // The title travels with the chart: a title alone at the foot of a page is useless.
  return [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.chart')),
        { svg: renderChartSvg(option, chartWidth, 250), width: chartWidth },
      ],
    },
  ];
}

/** The signature never stands alone on the last page: it keeps the section before it company. */
function closing(sections: Content[], signature: Content): Content[] {
  const isTitle = (c: Content) =>
    typeof c === 'object' && c !== null && 'style' in c && c.style === 'section';
  let lastTitle = -1;
  sections.forEach((c, i) => {
    if (isTitle(c)) lastTitle = i;
  });
  if (lastTitle < 0) return [...sections, signature];
  return [
    ...sections.slice(0, lastTitle),
    { unbreakable: true, stack: [...sections.slice(lastTitle), signature] },
  ];
}

/**
 * The heat-stress report as a pdfmake document: identification, instrument, method (norm, window,
 * formulas), situations and activities, results with judgement and recommended action, the chart
 * as vectors, every validity flag, notes (hood rule, open sky, acclimatisation) and signature.
 * Pure: the same code runs in the browser and in Node.
 */
export function buildHeatReport(input: HeatReportInput): TDocumentDefinitions {
  const t = heatTranslator(input.language);
  const c = input.context;
  const signature = [c.evaluatorName ?? t('reports:common.signatureRole')];
  if (c.evaluatorName) signature.push(t('reports:common.signatureRole'));
  if (c.evaluatorRegistration)
    signature.push(t('reports:common.registration', { value: c.evaluatorRegistration }));
  if (c.evaluatorCompany) signature.push(c.evaluatorCompany);
  const source = input.instrument ? input.instrument.model : t('sourceSituations');
  return buildReportDocument({
    title: t('title'),
    subtitle: t('subtitle', { source, norm: t(`heat:norm.${input.method.norm}`) }),
    logoDataUrl: input.logoDataUrl,
    generatedLine: t('reports:common.generatedAt', { date: formatDateTime(input.generatedAt) }),
    pageLabel: (page, count) => t('reports:common.page', { page, count }),
    metadata: { author: c.evaluatorName, subject: [c.company, c.employee].filter(Boolean).join(' · ') },
    content: [
      ...heatMissingNotice(input),
      ...identificationSection(input, t),
      ...instrumentSection(input, t),
      ...heatObjectives(input),
      ...methodSection(input, t),
      ...situationsSection(input, t),
      ...activitiesSection(input, t),
      ...resultsSection(input, t),
      ...(input.days ? daysSection(input.language, input.days) : []),
      ...heatConclusionsContent(input),
      ...chartSection(input, t),
      ...flagsSection(input, t),
      ...closing(
        [
          ...notesSection(input, t),
          ...technicalConsiderationsSection(input.language, input.context.technicalConsiderations),
          ...annotationSection(input, t),
        ],
        signatureBlock(signature),
      ),
    ],
  });
}
