import { daysSection } from '../document/days-section.ts';
import { formatDateTime, formatTick } from '@ohp/i18n';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderChartSvg } from '../charts/render-svg.ts';
import { sectionTitle, signatureBlock } from '../document/blocks.ts';
import { buildReportDocument } from '../document/frame.ts';
import { historyOption, spectrumOption, type VibrationChartLabels } from './chart-options.ts';
import { technicalConsiderationsSection } from '../conclusions/render.ts';
import {
  vibrationConclusionsContent,
  vibrationMissingNotice,
  vibrationObjectives,
  vibrationUncertaintySection,
} from './legal-content.ts';
import type { VibrationReportInput } from './report-input.ts';
import {
  annotationSection,
  componentsSection,
  identificationSection,
  instrumentSection,
  methodSection,
  resultsSection,
  signalSection,
  type T,
  vibrationTranslator,
} from './sections.ts';

const chartWidth = 515;

function chartsSection(input: VibrationReportInput, t: T): Content[] {
  const { history, spectrum } = input.charts;
  if (!history && !spectrum) return [];
  const labels: VibrationChartLabels = {
    time: t('charts.time'),
    seconds: t('charts.seconds'),
    acceleration: t('charts.acceleration'),
    frequency: t('charts.frequency'),
    // Decimal comma in pt-BR and es, up to 3 decimals (axis ticks such as 0,25).
    formatNumber: (v) => formatTick(input.language, v),
  };
  const figure = (caption: string, svg: string): Content => ({
    unbreakable: true,
    stack: [
      { text: caption, bold: true, fontSize: 9, margin: [0, 6, 0, 2] },
      { svg, width: chartWidth },
    ],
  });
  const figures: Content[] = [];
  if (history)
    figures.push(
      figure(t('charts.history'), renderChartSvg(historyOption(history, labels), chartWidth, 220)),
    );
  if (spectrum)
    figures.push(
      figure(
        t('charts.spectrum', { bands: t(`charts.${spectrum.resolution}`) }),
        renderChartSvg(spectrumOption(spectrum, labels), chartWidth, 220),
      ),
    );
  else if (input.source.kind === 'record') figures.push({ text: t('charts.noSpectrum'), style: 'small' });
  // The section title travels with the first chart.
  const [first, ...rest] = figures;
  return [{ unbreakable: true, stack: [sectionTitle(t('sections.charts')), first as Content] }, ...rest];
}

/**
 * The vibration report as a pdfmake document: identification, instrument, method (norm,
 * weighting, factors), components, results with class, recommended action and the NR-15 Anexo 8
 * verdict, the measured signal per axis, vector charts, annotations and signature. Pure.
 */
export function buildVibrationReport(input: VibrationReportInput): TDocumentDefinitions {
  const t = vibrationTranslator(input.language);
  const c = input.form.context;
  const evaluation = input.result.evaluation;
  const signature = [c.evaluatorName ?? t('reports:common.signatureRole')];
  if (c.evaluatorName) signature.push(t('reports:common.signatureRole'));
  if (c.evaluatorRegistration)
    signature.push(t('reports:common.registration', { value: c.evaluatorRegistration }));
  if (c.evaluatorCompany) signature.push(c.evaluatorCompany);
  return buildReportDocument({
    title: t('title'),
    subtitle: t('subtitle', {
      evaluation: t(`vibration:evaluation.${evaluation}`),
      norm: evaluation === 'hand-arm' ? 'NHO-10' : 'NHO-09',
    }),
    logoDataUrl: input.logoDataUrl,
    generatedLine: t('reports:common.generatedAt', { date: formatDateTime(input.generatedAt) }),
    pageLabel: (page, count) => t('reports:common.page', { page, count }),
    metadata: { author: c.evaluatorName, subject: [c.company, c.employee].filter(Boolean).join(' · ') },
    content: [
      ...vibrationMissingNotice(input),
      ...identificationSection(input, t),
      ...instrumentSection(input, t),
      ...vibrationObjectives(input),
      ...methodSection(input, t),
      ...componentsSection(input, t),
      ...resultsSection(input, t),
      ...(input.days ? daysSection(input.language, input.days) : []),
      ...vibrationUncertaintySection(input),
      ...vibrationConclusionsContent(input),
      ...signalSection(input, t),
      ...chartsSection(input, t),
      ...technicalConsiderationsSection(input.language, c.technicalConsiderations),
      ...annotationSection(input, t),
      signatureBlock(signature),
    ],
  });
}
