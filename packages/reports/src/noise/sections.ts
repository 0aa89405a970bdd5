import { type Language, translate } from '@ohp/i18n';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, keyValueGrid, sectionTitle, type Tone, verdictBox } from '../document/blocks.ts';
import { legalTranslator } from '../conclusions/render.ts';
import { certificateBlock } from '../document/instrument.ts';
import { dateOrDash, formatMinutes, formatNumber, measurementTime, recordTimeOrDash } from './format.ts';
import type { NoiseJudgement, NoiseNormResult, NoiseReportInput } from './report-input.ts';

type T = (key: string, values?: Record<string, string | number>) => string;
export const reportTranslator =
  (language: Language): T =>
  (key, values) =>
    translate(language, `reports:${key}`, values);

export const judgementTone: Record<NoiseJudgement, Tone> = {
  acceptable: 'ok',
  action_level: 'attention',
  uncertainty: 'attention',
  above_limit: 'danger',
};

export function identificationSection(input: NoiseReportInput, t: T): Content[] {
  const c = input.context;
  return [
    sectionTitle(t('noise.sections.identification')),
    keyValueGrid([
      [t('noise.fields.employee'), c.employee],
      [t('noise.fields.company'), c.company],
      [t('noise.fields.sector'), c.sector],
      [t('noise.fields.functionGhe'), c.functionGhe],
      [t('noise.fields.workday'), c.workdayMinutes ? formatMinutes(c.workdayMinutes) : undefined],
      [t('noise.fields.assessmentDate'), c.assessmentDate ? dateOrDash(c.assessmentDate) : undefined],
      [t('noise.fields.evaluator'), c.evaluatorName],
      [t('noise.fields.evaluatorCompany'), c.evaluatorCompany],
    ]),
  ];
}

export function instrumentSection(input: NoiseReportInput, t: T): Content[] {
  const { instrument: i, settings: s } = input;
  const n = (v: number | undefined, d = 1) => formatNumber(input.language, v, d);
  return [
    sectionTitle(t('noise.sections.instrument')),
    keyValueGrid([
      [t('noise.fields.model'), i.model],
      [t('noise.fields.serial'), i.serialNumber],
      [t('noise.fields.firmware'), i.firmware],
      [t('noise.fields.weightingCurve'), s.weightingCurve],
      [t('noise.fields.timeWeighting'), s.timeWeighting],
      [t('noise.fields.threshold'), `${n(s.thresholdDb, 0)} dB(A)`],
      [t('noise.fields.criterion'), `${n(s.criterionDb, 0)} dB(A)`],
      [t('noise.fields.exchangeRate'), `${n(s.exchangeRate, 0)} dB`],
      [t('noise.fields.peakCurve'), s.peakCurve],
      [
        t('noise.fields.startDelay'),
        s.startDelaySeconds !== undefined ? `${s.startDelaySeconds} s` : undefined,
      ],
    ]),
    ...certificateBlock({
      language: input.language,
      certificate: i.certificate,
      // A relative record has no date: its certificate is judged on the assessment day.
      measuredOn: input.measurement.relative ? input.context.assessmentDate : input.measurement.start,
    }),
  ];
}

export function measurementSection(input: NoiseReportInput, t: T): Content[] {
  const m = input.measurement;
  return [
    sectionTitle(t('noise.sections.measurement')),
    keyValueGrid([
      [t('noise.fields.start'), measurementTime(input.language, m.start, m.relative)],
      [t('noise.fields.end'), measurementTime(input.language, m.end, m.relative)],
      [t('noise.fields.duration'), formatMinutes(m.durationMinutes)],
      [t('noise.fields.paused'), formatMinutes(m.pausedMinutes)],
      [t('noise.fields.clipped'), formatMinutes(m.clippedMinutes)],
      [legalTranslator(input.language)('fields.microphonePosition'), input.context.microphonePosition],
    ]),
  ];
}

function resultRows(r: NoiseNormResult, language: Language, t: T): Array<[string, string]> {
  const peak =
    r.maxPeakDb === undefined
      ? undefined
      : `${formatNumber(language, r.maxPeakDb)} dB${r.peakLabel === 'LAFmax' || r.peakLabel === 'LAeq' ? '(A)' : ''}`;
  const db = (v: number | undefined) => (v === undefined ? undefined : `${formatNumber(language, v)} dB(A)`);
  const pct = (v: number | undefined) => (v === undefined ? undefined : `${formatNumber(language, v)} %`);
  const rows: Array<[string, string | undefined]> = [
    [t('noise.results.dose'), pct(r.dosePct)],
    [t('noise.results.projected8h'), pct(r.projectedDose8hPct)],
    [t('noise.results.projectedWorkday'), pct(r.projectedDoseWorkdayPct)],
    [
      r.norm === 'nho01' ? t('noise.results.ne') : t('noise.results.lavg'),
      db(r.norm === 'nho01' ? r.ne : r.lavg),
    ],
    [t('noise.results.nen'), db(r.nen)],
    [t('noise.results.laeq'), db(r.laeq)],
    [t('noise.results.twa'), db(r.twa)],
    [t('noise.results.tableDose'), pct(r.nr15TableDosePct)],
    [t('noise.results.minLevel'), db(r.minLevel)],
    [t('noise.results.maxLevel'), db(r.maxLevel)],
    [legalTranslator(language)('fields.maxPeak', { label: r.peakLabel ?? '-' }), peak],
    [t('noise.results.peaks'), String(r.peaksAbove115)],
    [t('noise.results.exceeds115'), r.exceeds115 ? t('common.yes') : t('common.no')],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

export function resultsSection(input: NoiseReportInput, t: T): Content[] {
  const content: Content[] = [sectionTitle(t('noise.sections.results'))];
  for (const r of input.results) {
    const params = t('noise.results.parameters', {
      criterion: r.criterionDb,
      q: r.exchangeRate,
      threshold: r.thresholdDb,
    });
    // A norm's heading, its table and its verdict are one group: never split over two pages.
    const j = r.judgement;
    content.push({
      unbreakable: true,
      stack: [
        { text: `${t(`noise.norms.${r.norm}`)} — ${params}`, bold: true, margin: [0, 6, 0, 3] },
        dataTable([t('noise.results.figure'), t('noise.results.value')], resultRows(r, input.language, t), {
          widths: ['*', 120],
          align: ['left', 'right'],
        }),
        ...(j
          ? [verdictBox(t(`noise.judgement.${j}.title`), t(`noise.judgement.${j}.action`), judgementTone[j])]
          : []),
      ],
    });
    if (r.comparisons?.length) {
      // Caption and its (short) table stay on one page.
      content.push({
        unbreakable: true,
        stack: [
          { text: t('noise.sections.deviceComparison'), style: 'label', margin: [0, 4, 0, 2] },
          dataTable(
            [
              t('noise.results.figure'),
              t('noise.results.device'),
              t('noise.results.computed'),
              t('noise.results.differs'),
            ],
            r.comparisons.map((c) => [
              c.label,
              `${formatNumber(input.language, c.device)} ${c.unit}`,
              `${formatNumber(input.language, c.computed)} ${c.unit}`,
              c.differs ? t('common.yes') : t('common.no'),
            ]),
            { widths: ['*', 80, 80, 110], align: ['left', 'right', 'right', 'center'] },
          ),
        ],
      });
    }
  }
  return content;
}

export function protectorSection(input: NoiseReportInput, t: T): Content[] {
  const p = input.protector;
  if (!p) return [];
  return [
    sectionTitle(t('noise.sections.protector')),
    keyValueGrid([
      [t('noise.fields.manufacturer'), p.manufacturer],
      [t('noise.fields.protectorModel'), p.model],
      [t('noise.fields.ca'), p.ca],
      [t('noise.fields.protectorType'), p.type ? t(`noise.protectorTypes.${p.type}`) : undefined],
      [t('noise.fields.nrrsf'), `${formatNumber(input.language, p.nrrsf)} dB`],
      [t('noise.fields.protectedLevel'), `${formatNumber(input.language, p.protectedLevelDb)} dB(A)`],
    ]),
  ];
}

export function calibrationSection(input: NoiseReportInput, t: T): Content[] {
  const c = input.calibration;
  if (!c) return [];
  const db = (v: number | undefined) =>
    v === undefined ? undefined : `${formatNumber(input.language, v)} dB`;
  return [
    sectionTitle(t('noise.sections.calibration')),
    keyValueGrid([
      [t('noise.fields.pre'), db(c.preDb)],
      [t('noise.fields.post'), db(c.postDb)],
      [t('noise.fields.deviation'), db(c.deviationDb)],
      [t('noise.fields.fieldCheck'), c.fieldCheck1kHz],
      [
        legalTranslator(input.language)('fields.calibrator'),
        c.calibrator?.model
          ? legalTranslator(input.language)('fields.calibratorValue', {
              model: c.calibrator.model,
              serial: c.calibrator.serialNumber || '-',
            })
          : undefined,
      ],
      [
        t('noise.fields.withinTolerance'),
        c.withinTolerance === undefined ? undefined : c.withinTolerance ? t('common.yes') : t('common.no'),
      ],
    ]),
  ];
}

export function clippingSection(input: NoiseReportInput, t: T): Content[] {
  const rows = input.clippings.map((c) => [
    recordTimeOrDash(c.start, input.measurement.relative),
    recordTimeOrDash(c.end, input.measurement.relative),
    t(`noise.clippings.${c.type}`),
    c.observation || '-',
  ]);
  return [
    sectionTitle(t('noise.sections.clippings')),
    rows.length
      ? dataTable(
          [
            t('noise.clippings.start'),
            t('noise.clippings.end'),
            t('noise.clippings.type'),
            t('noise.clippings.observation'),
          ],
          rows,
          { widths: [95, 95, 55, '*'] },
        )
      : { text: t('noise.clippings.none'), style: 'small' },
  ];
}

export function annotationSection(input: NoiseReportInput, t: T): Content[] {
  const text = input.context.annotation?.split(/\r?\n/).slice(0, 30).join('\n').trim();
  if (!text) return [];
  return [sectionTitle(t('noise.sections.annotations')), { text, fontSize: 8.5 }];
}
