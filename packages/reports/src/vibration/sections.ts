import { axisFactors, type VibrationJudgement } from '@ohp/exposure';
import { type Language, translate } from '@ohp/i18n';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, keyValueGrid, sectionTitle, type Tone, verdictBox } from '../document/blocks.ts';
import { identificationBlock } from '../document/identification.ts';
import { dateTimeOrDash, formatMinutes, formatNumber } from '../noise/format.ts';
import { vibrationMethodParagraphs } from './method-paragraphs.ts';
import type { VibrationReportInput } from './report-input.ts';

export type T = (key: string, values?: Record<string, string | number>) => string;

/** Texts of the report: 'vibration:report.*' by default, any namespace with a prefix. */
export const vibrationTranslator =
  (language: Language): T =>
  (key, values) =>
    translate(language, key.includes(':') ? key : `vibration:report.${key}`, values);

const tone: Record<VibrationJudgement, Tone> = {
  acceptable: 'ok',
  action_level: 'attention',
  uncertainty: 'attention',
  above_limit: 'danger',
};

const n = (input: VibrationReportInput, v: number | null | undefined, digits = 3) =>
  formatNumber(input.language, v ?? undefined, digits);
// Typeset with a superscript exponent by the tables (document/units.ts).
export const vdvUnit = (input: Pick<VibrationReportInput, 'language'>) =>
  input.language === 'en' ? 'm/s^1.75' : 'm/s^1,75';
const dateOf = (iso: string | undefined, language: Language) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString(language === 'en' ? 'en-GB' : language) : undefined;

export function identificationSection(input: VibrationReportInput, t: T): Content[] {
  const c = input.form.context;
  return identificationBlock({ ...c, assessmentDate: dateOf(c.assessmentDate, input.language) }, t);
}

export function instrumentSection(input: VibrationReportInput, t: T): Content[] {
  const { instrument: i, form } = input;
  const certificate = form.certificate
    ? t('fields.certificateValue', {
        number: form.certificate.number,
        laboratory: form.certificate.laboratory,
        date: dateOf(form.certificate.date, input.language) ?? '-',
        next: dateOf(form.certificate.nextDate, input.language) ?? '-',
      })
    : undefined;
  const accelerometer = form.accelerometer
    ? t('fields.accelerometerValue', {
        model: form.accelerometer.model,
        serial: form.accelerometer.serialNumber,
      })
    : undefined;
  return [
    sectionTitle(t('sections.instrument')),
    keyValueGrid([
      [t('fields.model'), i.model],
      [t('fields.serial'), i.serialNumber],
      [t('fields.firmware'), i.firmware],
      [t('fields.accelerometer'), accelerometer],
      [t('fields.certificate'), certificate],
    ]),
  ];
}

export function methodSection(input: VibrationReportInput, t: T): Content[] {
  const r = input.result;
  const f = axisFactors(r.evaluation);
  const w = r.evaluation === 'hand-arm' ? { x: 'Wh', y: 'Wh', z: 'Wh' } : { x: 'Wd', y: 'Wd', z: 'Wk' };
  const s = input.source;
  const source =
    s.kind === 'record'
      ? t('fields.sourceRecord', { model: s.model, interval: s.intervalS })
      : s.kind === 'csv'
        ? t('fields.sourceCsv', { rate: formatNumber(input.language, s.sampleRate, 0) })
        : t('fields.sourceInput');
  const rows: Array<[string, string | undefined]> = [
    [t('fields.norm'), t(`vibration:norm.${r.evaluation}`)],
    [t('fields.weighting'), t('fields.weightingValue', w)],
    [
      t('fields.factors'),
      r.evaluation === 'hand-arm'
        ? t('fields.vectorSum')
        : t('fields.factorsValue', { x: n(input, f.x, 1), y: n(input, f.y, 1), z: n(input, f.z, 1) }),
    ],
    [t('fields.workday'), formatMinutes(r.workdayMin)],
    [t('fields.exposure'), formatMinutes(r.exposureMin)],
    [t('fields.source'), source],
  ];
  if (s.kind === 'record') rows.push([t('fields.start'), dateTimeOrDash(new Date(s.start))]);
  // A raw sample lasts seconds to minutes: hours and minutes would round it away.
  if (s.kind === 'csv')
    rows.push([t('fields.duration'), `${formatNumber(input.language, s.durationMin * 60, 1)} s`]);
  if (s.kind === 'record') rows.push([t('fields.duration'), formatMinutes(s.durationMin)]);
  return [sectionTitle(t('sections.method')), ...vibrationMethodParagraphs(input), keyValueGrid(rows)];
}

export function componentsSection(input: VibrationReportInput, t: T): Content[] {
  const names = input.form.componentNames ?? [];
  const rows = input.components.map((c, i) => [
    names[i] || c.description || t('components.unnamed', { n: i + 1 }),
    formatNumber(input.language, c.minutes, 0),
    String(c.repetitions ?? 1),
    c.axes ? n(input, c.axes.x) : '-',
    c.axes ? n(input, c.axes.y) : '-',
    c.axes ? n(input, c.axes.z) : '-',
    formatNumber(input.language, c.factor ?? 1, 2),
    n(input, input.result.amr[i]),
  ]);
  return [
    sectionTitle(t('sections.components')),
    dataTable(
      [
        t('components.description'),
        t('components.minutes'),
        t('components.repetitions'),
        t('components.ax'),
        t('components.ay'),
        t('components.az'),
        t('components.factor'),
        t('components.amr'),
      ],
      rows,
      {
        widths: ['*', 48, 52, 52, 52, 52, 36, 56],
        align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      },
    ),
  ];
}

export function resultsSection(input: VibrationReportInput, t: T): Content[] {
  const r = input.result;
  const yesNo = (b: boolean) => (b ? t('results.reached') : t('results.notReached'));
  const rows: Array<[string, string]> = [
    [t('results.are'), `${n(input, r.are)} m/s²`],
    [t('results.aren'), `${n(input, r.aren)} m/s²`],
    [t('results.arenClass'), t(`vibration:judgement.${r.arenJudgement}`)],
  ];
  if (r.evaluation === 'whole-body') {
    rows.push(
      [
        t('results.vdvExp'),
        r.vdvExp
          ? `${n(input, r.vdvExp.x, 2)} / ${n(input, r.vdvExp.y, 2)} / ${n(input, r.vdvExp.z, 2)} ${vdvUnit(input)}`
          : t('vibration:cli.noVdv'),
      ],
      [t('results.vdvr'), r.vdvr === null ? '-' : `${n(input, r.vdvr, 2)} ${vdvUnit(input)}`],
      [t('results.vdvrClass'), r.vdvrJudgement ? t(`vibration:judgement.${r.vdvrJudgement}`) : '-'],
    );
  }
  rows.push(
    [t('results.actionLevel'), yesNo(r.aboveActionLevel)],
    [t('results.timeToAction'), formatMinutes(r.minutesToActionLevel ?? undefined)],
    [t('results.timeToLimit'), formatMinutes(r.minutesToLimit ?? undefined)],
  );
  // Title, table and verdict are one group: never split over two pages. The NR-15 verdict with
  // its grade is the conclusions section's.
  const content: Content[] = [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.results')),
        dataTable([t('results.figure'), t('results.value')], rows, {
          widths: ['*', 170],
          align: ['left', 'right'],
        }),
        verdictBox(
          t(`vibration:judgement.${r.judgement}`),
          t(`vibration:action.${r.judgement}`),
          tone[r.judgement],
        ),
      ],
    },
  ];
  if (r.crestFactorWarning)
    content.push({
      text: t('results.crestWarning', { value: n(input, r.maxCrestFactor, 1) }),
      color: '#b7791f',
      fontSize: 8.5,
      margin: [0, 2, 0, 2],
    });
  return content;
}

export function signalSection(input: VibrationReportInput, t: T): Content[] {
  const s = input.signal;
  if (!s) return [];
  const rows = (['x', 'y', 'z'] as const).map((a) => [
    a,
    s.weightings[a],
    n(input, s.axes[a].rms),
    n(input, s.axes[a].vdv),
    n(input, s.axes[a].mtvv),
    n(input, s.axes[a].peak),
    n(input, s.axes[a].crestFactor, 2),
  ]);
  // Title and its three-row table stay together.
  return [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.signal')),
        dataTable(
          ['axis', 'weighting', 'rms', 'vdv', 'mtvv', 'peak', 'crest'].map((k) => t(`signal.${k}`)),
          rows,
          {
            widths: [30, 56, '*', '*', '*', '*', '*'],
            align: ['center', 'center', 'right', 'right', 'right', 'right', 'right'],
          },
        ),
      ],
    },
  ];
}

export function annotationSection(input: VibrationReportInput, t: T): Content[] {
  const text = input.form.context.annotation?.split(/\r?\n/).slice(0, 30).join('\n').trim();
  if (!text) return [];
  return [sectionTitle(t('sections.annotations')), { text, fontSize: 8.5 }];
}
