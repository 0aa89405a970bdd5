// The vibration report's legal content: objectives, method paragraphs, ISO 5349-2 Annex E
// uncertainty of aren (and VDVR), conclusions (NR-15 Anexo 8, Decreto 3.048 item 2.0.2, PGR by
// NR-09 Anexo 1) and the missing required items.
import { arenScale, WHOLE_BODY_VDVR } from '@ohp/exposure';
import type { Content } from 'pdfmake/interfaces';
import { vibrationConclusions } from '../conclusions/legal.ts';
import {
  conclusionsSection,
  legalTranslator,
  missingItems,
  missingItemsNotice,
  paragraphsSection,
  uncertaintySection,
} from '../conclusions/render.ts';
import { vibrationUncertainty } from '../conclusions/uncertainty.ts';
import { formatNumber } from '../noise/format.ts';
import type { VibrationReportInput } from './report-input.ts';
import { normOf } from './method-paragraphs.ts';
import { vdvUnit } from './sections.ts';

export function vibrationMissingNotice(input: VibrationReportInput): Content[] {
  const c = input.form.context;
  const law = legalTranslator(input.language);
  return missingItemsNotice(
    input.language,
    missingItems([
      [law('fields.employee'), c.employee],
      [law('fields.company'), c.company],
      [law('fields.functionGhe'), c.functionGhe],
      [law('fields.assessmentDate'), c.assessmentDate],
      [law('fields.evaluator'), c.evaluatorName],
      [law('fields.registration'), c.evaluatorRegistration],
      [law('fields.toolOrSeat'), c.toolOrSeat],
      [law('fields.accelerometerMounting'), c.accelerometerMounting],
      [law('fields.certificate'), input.form.certificate],
    ]),
  );
}

export function vibrationObjectives(input: VibrationReportInput): Content[] {
  const law = legalTranslator(input.language);
  return paragraphsSection(law('sections.objectives'), [law('objectives.vibration')]);
}

export function vibrationUncertaintySection(input: VibrationReportInput): Content[] {
  const law = legalTranslator(input.language);
  const r = input.result;
  const u = vibrationUncertainty(r.evaluation, r.aren, r.vdvr, input.form.uncertainty?.repeatedAren ?? []);
  const n = (v: number, d = 2) => formatNumber(input.language, v, d);
  const pct = (v: number) => `${formatNumber(input.language, v * 100, 1)} %`;
  const formulas = [
    law('uncertainty.vibration.formulaAren', {
      k: n(u.k),
      rel: pct(u.relativeAren),
      aren: n(r.aren, 3),
      U: n(u.arenExpanded, 3),
    }),
  ];
  if (r.vdvr !== null && u.vdvrExpanded !== null)
    formulas.push(
      law('uncertainty.vibration.formulaVdvr', {
        k: n(u.k),
        rel: pct(u.relativeVdvr),
        vdvr: n(r.vdvr, 2),
        U: n(u.vdvrExpanded, 2),
        unit: vdvUnit(input),
      }),
    );
  return uncertaintySection(input.language, {
    intro: law('uncertainty.vibration.intro'),
    formulas,
    components: [
      law('uncertainty.vibration.components', {
        instrument: pct(u.components.instrument),
        mounting: pct(u.components.mounting),
        sampling: pct(u.components.sampling),
        time: pct(u.components.time),
      }),
    ],
    results: [law('uncertainty.vibration.result', { aren: n(r.aren, 3), U: n(u.arenExpanded, 3) })],
  });
}

export function vibrationConclusionsContent(input: VibrationReportInput): Content[] {
  const law = legalTranslator(input.language);
  const r = input.result;
  const n = (v: number, d = 3) => formatNumber(input.language, v, d);
  const scale = arenScale(r.evaluation);
  const unit = vdvUnit(input);
  const figure =
    r.vdvr === null ? `aren ${n(r.aren)} m/s²` : `aren ${n(r.aren)} m/s² / VDVR ${n(r.vdvr, 2)} ${unit}`;
  const limit =
    r.evaluation === 'hand-arm'
      ? `${n(scale.limit, 1)} m/s²`
      : `${n(scale.limit, 1)} m/s² / ${n(WHOLE_BODY_VDVR.limit, 0)} ${unit}`;
  const action =
    r.evaluation === 'hand-arm'
      ? `${n(scale.actionLevel, 1)} m/s²`
      : `${n(scale.actionLevel, 1)} m/s² / ${n(WHOLE_BODY_VDVR.actionLevel, 1)} ${unit}`;
  return conclusionsSection(input.language, vibrationConclusions(r), {
    labourBasis: law('labour.basis.vibration', { figure, limit }),
    socialBasis: law('social.basis.vibration', { figure, limit, norm: normOf(input) }),
    pgrBasis: law('pgr.basis.vibration', { action, limit }),
  });
}
