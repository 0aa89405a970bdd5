// The noise report's legal content: objectives and method, ISO 9612 uncertainty, the conclusions
// (NR-15 Anexo 1, Decreto 3.048 Anexo IV 2.0.1, PGR) and the missing required items.
import type { Content } from 'pdfmake/interfaces';
import { noiseConclusions } from '../conclusions/legal.ts';
import {
  conclusionsSection,
  legalTranslator,
  missingItems,
  missingItemsNotice,
  paragraphsSection,
  uncertaintySection,
} from '../conclusions/render.ts';
import { noiseUncertainty } from '../conclusions/uncertainty.ts';
import { formatMinutes, formatNumber, measurementTime, recordTimeOrDash } from './format.ts';
import type { NoiseNormResult, NoiseReportInput } from './report-input.ts';

type T = (key: string, values?: Record<string, string | number>) => string;

const resultOf = (input: NoiseReportInput, norm: 'nr15' | 'nho01') =>
  input.results.find((r) => r.norm === norm);
/** The exposure level a norm judges: NEN (normalised to 8 h), else Lavg. */
const levelOf = (r: NoiseNormResult) => r.nen ?? r.lavg;

export function noiseMissingNotice(input: NoiseReportInput, t: T): Content[] {
  const c = input.context;
  const lt = legalTranslator(input.language);
  return missingItemsNotice(
    input.language,
    missingItems([
      [t('noise.fields.employee'), c.employee],
      [t('noise.fields.company'), c.company],
      [t('noise.fields.functionGhe'), c.functionGhe],
      [t('noise.fields.workday'), c.workdayMinutes],
      [t('noise.fields.assessmentDate'), c.assessmentDate],
      [t('noise.fields.evaluator'), c.evaluatorName],
      [lt('fields.registration'), c.evaluatorRegistration],
      [lt('fields.microphonePosition'), c.microphonePosition],
      [lt('fields.certificate'), input.instrument.certificate],
      [lt('fields.calibrator'), input.calibration?.calibrator?.model],
    ]),
  );
}

export function noiseObjectivesAndMethod(input: NoiseReportInput): Content[] {
  const lt = legalTranslator(input.language);
  const s = input.settings;
  const m = input.measurement;
  const cal = input.calibration?.calibrator;
  const workday = input.context.workdayMinutes ?? m.durationMinutes;
  // "(00:00:00 a 02:00:00 desde o início do arquivo)" for a record timed from its start.
  const samplingEnd = measurementTime(input.language, m.end, m.relative);
  return [
    ...paragraphsSection(lt('sections.objectives'), [lt('objectives.noise')]),
    ...paragraphsSection(lt('sections.method'), [
      lt('method.noise.norms'),
      // A record longer than a day without a declared workday: each day is its own workday, not the record.
      input.days?.length && input.context.workdayMinutes === undefined
        ? lt('method.noise.samplingByDay', {
            duration: formatMinutes(m.durationMinutes),
            start: recordTimeOrDash(m.start, m.relative),
            end: samplingEnd,
          })
        : lt('method.noise.sampling', {
            duration: formatMinutes(m.durationMinutes),
            start: recordTimeOrDash(m.start, m.relative),
            end: samplingEnd,
            workday: formatMinutes(workday),
          }),
      lt('method.noise.instrument', {
        model: input.instrument.model,
        class: input.uncertainty?.instrumentClass ?? 2,
        curve: s.weightingCurve,
        response: s.timeWeighting,
        threshold: formatNumber(input.language, s.thresholdDb, 0),
        peak: s.peakCurve ?? '-',
      }),
      lt('method.noise.microphone', { position: input.context.microphonePosition || '-' }),
      cal?.model
        ? lt('method.noise.calibrator', {
            // Worded as the calibration grid words it, so the item reads the same in both places.
            calibrator: cal.serialNumber
              ? lt('fields.calibratorValue', { model: cal.model, serial: cal.serialNumber })
              : cal.model,
          })
        : undefined,
      lt('method.noise.treatment', {
        paused: formatMinutes(m.pausedMinutes),
        clipped: formatMinutes(m.clippedMinutes),
      }),
    ]),
  ];
}

export function noiseUncertaintySection(input: NoiseReportInput): Content[] {
  const lt = legalTranslator(input.language);
  const u = noiseUncertainty(input.uncertainty?.instrumentClass ?? 2, input.uncertainty?.gheLevelsDb ?? []);
  const n = (v: number, d = 1) => formatNumber(input.language, v, d);
  const results = input.results
    .filter((r) => Number.isFinite(levelOf(r)))
    .map((r) =>
      lt('uncertainty.noise.result', {
        label: `${r.nen !== undefined ? 'NEN' : 'Lavg'} (${r.norm === 'nr15' ? 'NR-15' : 'NHO-01'})`,
        value: n(levelOf(r)),
        U: n(u.expanded),
      }),
    );
  return uncertaintySection(input.language, {
    intro: lt('uncertainty.noise.intro'),
    formulas: [
      lt('uncertainty.noise.formula', {
        k: n(u.k, 2),
        u1: n(u.u1, 2),
        u2: n(u.u2, 2),
        u3: n(u.u3, 2),
        U: n(u.expanded),
      }),
    ],
    components: [
      u.measurements > 1
        ? lt('uncertainty.noise.u1Several', { value: n(u.u1, 2), count: u.measurements })
        : lt('uncertainty.noise.u1Single'),
      lt('uncertainty.noise.u2', { class: input.uncertainty?.instrumentClass ?? 2, value: n(u.u2, 1) }),
      lt('uncertainty.noise.u3', { value: n(u.u3, 1) }),
      lt('uncertainty.noise.k', { value: n(u.k, 2) }),
    ],
    results,
  });
}

export function noiseConclusionsContent(input: NoiseReportInput): Content[] {
  const lt = legalTranslator(input.language);
  const n = (v: number | undefined, d = 1) => formatNumber(input.language, v, d);
  const nr15 = resultOf(input, 'nr15');
  const nho01 = resultOf(input, 'nho01');
  const workdayDose = (r: NoiseNormResult) => r.projectedDoseWorkdayPct ?? r.projectedDose8hPct;
  const conclusions = noiseConclusions({
    nr15: nr15
      ? {
          dosePct: workdayDose(nr15),
          levelDb: levelOf(nr15),
          exceeds115: nr15.exceeds115,
          judgement: nr15.judgement,
        }
      : undefined,
    nho01:
      nho01 && nho01.nen !== undefined
        ? { nen: nho01.nen, exceeds115: nho01.exceeds115, judgement: nho01.judgement }
        : undefined,
    protectorNrrsf: input.protector?.nrrsf,
  });
  const notes: Array<{ text: string; bold?: boolean }> = [];
  if (nr15?.nr15TableDosePct !== undefined)
    notes.push({ text: lt('labour.doses', { formula: n(nr15.dosePct), table: n(nr15.nr15TableDosePct) }) });
  const p = conclusions.labour.protector;
  if (p)
    notes.push({
      text: lt(p.neutralises ? 'labour.protector.neutralises' : 'labour.protector.doesNotNeutralise', {
        nrrsf: n(p.nrrsf),
        level: n(p.levelAtEarDb),
        limit: n(p.limitDb, 0),
      }),
      bold: true,
    });
  return conclusionsSection(input.language, conclusions, {
    labourBasis: nr15
      ? lt('labour.basis.noise', {
          dose: n(workdayDose(nr15)),
          over115: nr15.exceeds115 ? lt('labour.basis.over115') : '',
        })
      : undefined,
    labourNotes: notes,
    socialBasis:
      conclusions.socialSecurity.above === null
        ? lt('social.basis.noiseMissing')
        : lt('social.basis.noise', { nen: n(nho01?.nen) }),
    pgrBasis: lt('pgr.basis.noise'),
  });
}
