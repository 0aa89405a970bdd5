// The heat method's paragraphs (norm text, sampling height, situations), under the method's title.
import type { Content } from 'pdfmake/interfaces';
import { legalTranslator } from '../conclusions/render.ts';
import type { HeatReportInput } from './report-input.ts';

/** The method's paragraphs (norm, sampling and height), printed under the method's title. */
export function heatMethodParagraphs(input: HeatReportInput): Content[] {
  const lt = legalTranslator(input.language);
  return [
    lt('method.heat.norms', { text: lt(`heatText.${input.method.norm}`) }),
    lt('method.heat.sampling', { height: input.context.measurementHeight || '-' }),
    input.method.source === 'situations' ? lt('method.heat.situations') : undefined,
  ]
    .filter((text): text is string => !!text)
    .map((text) => ({ text, fontSize: 8.5, margin: [0, 0, 0, 3] as [number, number, number, number] }));
}
