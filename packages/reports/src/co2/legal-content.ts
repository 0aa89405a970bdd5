// The CO2 report's legal content: objectives, the method's sampling and workday paragraphs, the
// conclusions (NR-15 Anexo 11 grau mínimo, grave and imminent risk above 4,290 ppm, no agent of
// Decreto 3.048 Anexo IV, PGR band) and the missing required items.
import type { Content } from 'pdfmake/interfaces';
import { co2Conclusions } from '../conclusions/legal.ts';
import {
  conclusionsSection,
  legalTranslator,
  missingItems,
  missingItemsNotice,
  paragraphsSection,
} from '../conclusions/render.ts';
import { formatMinutes, numberText } from './format.ts';
import type { Co2ReportInput } from './report-input.ts';

export function co2MissingNotice(input: Co2ReportInput): Content[] {
  const f = input.fields;
  const lt = legalTranslator(input.language);
  const items: Array<[string, unknown]> = [
    [lt('fields.employee'), f.employeeName],
    [lt('fields.company'), f.employeeCompanyName],
    [lt('fields.functionGhe'), f.functionGHE],
    [lt('fields.evaluator'), f.measurerName],
    [lt('fields.registration'), f.evaluatorRegistration],
    [lt('fields.certificate'), input.instrument.certificate],
  ];
  // The ACGIH TWA needs the workday (projected) to say anything about an 8-hour day.
  if (input.norm !== 'nr15') items.push([lt('fields.workday'), input.result.acgih.workdayMin ?? undefined]);
  return missingItemsNotice(input.language, missingItems(items));
}

export function co2Objectives(input: Co2ReportInput): Content[] {
  const lt = legalTranslator(input.language);
  return paragraphsSection(lt('sections.objectives'), [lt('objectives.co2')]);
}

/** Sampling and workday paragraphs, printed first under the method's title. */
export function co2MethodParagraphs(input: Co2ReportInput): string[] {
  const lt = legalTranslator(input.language);
  const r = input.result;
  const lines = [
    lt('method.co2.sampling', {
      model: input.instrument.model,
      interval: numberText(input, r.intervalS, r.intervalS % 1 === 0 ? 0 : 1),
      duration: formatMinutes(r.durationMin),
    }),
  ];
  if (input.norm !== 'nr15')
    lines.push(
      r.acgih.workdayMin === null
        ? lt('method.co2.noWorkday', { measured: formatMinutes(r.durationMin) })
        : lt('method.co2.workday', { workday: formatMinutes(r.acgih.workdayMin) }),
    );
  return lines;
}

export function co2ConclusionsContent(input: Co2ReportInput): Content[] {
  const lt = legalTranslator(input.language);
  const r = input.result;
  const c = co2Conclusions(r, input.norm);
  const ppm = (v: number) => numberText(input, v, 0);
  const notes: Array<{ text: string; bold?: boolean }> = [];
  if (input.norm !== 'acgih')
    notes.push(
      r.nr15.graveAndImminentRisk
        ? {
            text: lt('labour.graveRisk', { count: r.nr15.samplesAboveMaxValue, max: ppm(r.maxPpm) }),
            bold: true,
          }
        : { text: lt('labour.noGraveRisk') },
    );
  return conclusionsSection(input.language, c, {
    labourBasis: lt('labour.basis.co2', { mean: ppm(r.nr15.meanPpm) }),
    labourNotes: notes,
    pgrBasis: lt('pgr.basis.co2'),
  });
}
