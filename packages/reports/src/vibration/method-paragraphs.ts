// The vibration method's paragraphs (norm, weighting, mounting, tool or seat), under the method's title.
import type { Content } from 'pdfmake/interfaces';
import { legalTranslator } from '../conclusions/render.ts';
import { formatMinutes } from '../noise/format.ts';
import type { VibrationReportInput } from './report-input.ts';

/** NHO-10 for hands and arms, NHO-09 for the whole body. */
export const normOf = (input: VibrationReportInput) =>
  input.result.evaluation === 'hand-arm' ? 'NHO-10' : 'NHO-09';

/** The method's paragraphs, printed under the method's title. */
export function vibrationMethodParagraphs(input: VibrationReportInput): Content[] {
  const law = legalTranslator(input.language);
  const r = input.result;
  const c = input.form.context;
  const handArm = r.evaluation === 'hand-arm';
  return [
    law('method.vibration.norms', {
      norm: normOf(input),
      vdv: handArm ? '' : law('method.vibration.vdv'),
      weighting: handArm ? 'Wh' : 'Wd (x, y), Wk (z)',
    }),
    law('method.vibration.sampling', {
      mounting: c.accelerometerMounting || '-',
      toolOrSeat: c.toolOrSeat || '-',
      workday: formatMinutes(r.workdayMin),
    }),
  ].map((text) => ({ text, fontSize: 8.5, margin: [0, 0, 0, 3] as [number, number, number, number] }));
}
