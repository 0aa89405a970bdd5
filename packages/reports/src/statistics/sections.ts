import type { AihaCategory, NoiseStatistics } from '@ohp/exposure';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, keyValueGrid, sectionTitle, type Tone, verdictBox } from '../document/blocks.ts';
import { percentText, significant, type T } from './format.ts';
import type { StatisticsReportInput } from './report-input.ts';

const isNoise = (s: StatisticsReportInput['statistics']): s is NoiseStatistics => 'gmDb' in s;

/** A figure in the agent's unit; for noise the dose fraction, with its level in dB(A) where given. */
function figureText(input: StatisticsReportInput, fraction: number, db: number | undefined): string {
  const n = (v: number) => significant(input.language, v);
  if (!input.noise) return `${n(fraction)} ${input.agent.unit}`.trim();
  return db === undefined ? n(fraction) : `${n(fraction)} (${n(db)} dB(A))`;
}

export function identificationSection(input: StatisticsReportInput, t: T): Content[] {
  const n = (v: number) => significant(input.language, v);
  const oel = input.noise
    ? t('report.noiseOel', { level: n(input.oel), q: input.noise.exchangeRate })
    : `${n(input.oel)} ${input.agent.unit}`;
  return [
    sectionTitle(t('report.sections.group')),
    keyValueGrid([
      [t('report.fields.group'), input.group.name],
      [t('report.fields.company'), input.group.company],
      [t('report.fields.sector'), input.group.sector],
      [t('report.fields.description'), input.group.description],
      [t('report.fields.agent'), input.agent.name],
      [t('labels.oel'), oel],
    ]),
    { text: t('report.fields.workers'), style: 'label', margin: [0, 6, 0, 1] },
    { text: input.workers.length > 0 ? input.workers.join(' · ') : '-', style: 'value' },
  ];
}

export function measurementsSection(input: StatisticsReportInput, t: T): Content[] {
  const unit = input.noise ? 'dB(A)' : input.agent.unit;
  const rows = input.measurements.map((m, i) => [
    String(i + 1),
    m.date ?? '-',
    m.worker ?? '-',
    m.source ?? '-',
    significant(input.language, m.value),
    m.excludedReason ? t('report.excluded', { reason: m.excludedReason }) : t('report.used'),
  ]);
  return [
    sectionTitle(t('report.sections.measurements')),
    dataTable(
      [
        '#',
        t('report.columns.date'),
        t('report.columns.worker'),
        t('report.columns.source'),
        t('report.columns.value', { unit }),
        t('report.columns.status'),
      ],
      rows,
      { widths: [14, 50, '*', '*', 52, '*'], align: ['right', 'left', 'left', 'left', 'right', 'left'] },
    ),
  ];
}

export function statisticsSection(input: StatisticsReportInput, t: T): Content[] {
  const s = input.statistics;
  const db = isNoise(s) ? s : undefined;
  const n = (v: number) => significant(input.language, v);
  const pct = (v: number) => percentText(input.language, v);
  const verdict = (v: string | null) => t(`verdicts.${v ?? 'notApplicable'}`);
  const pairs: Array<[string, string]> = [
    [t('labels.n'), String(s.n)],
    [t('labels.gm'), figureText(input, s.gm, db?.gmDb)],
    [t('labels.gsd'), n(s.gsd)],
    [t('labels.mean'), figureText(input, s.mean, undefined)],
    [t('labels.mvue'), figureText(input, s.mvue, undefined)],
    [t('labels.p95'), figureText(input, s.p95, db?.p95Db)],
    [t('labels.utl9595'), figureText(input, s.utl9595, db?.utl9595Db)],
    [t('labels.utl9570'), figureText(input, s.utl9570, db?.utl9570Db)],
    [t('labels.exceedance'), pct(s.exceedance)],
    [t('labels.exceedanceUcl95'), pct(s.exceedanceUcl95)],
    [t('labels.aihaCategory'), t(`categories.${s.aihaCategory}`)],
    [t('labels.en689Preliminary'), verdict(s.en689Preliminary)],
    [t('labels.en689Statistical'), verdict(s.en689Statistical)],
    [t('labels.shapiroWilk'), s.shapiroWilk ? n(s.shapiroWilk.p) : '-'],
  ];
  const content: Content[] = [sectionTitle(t('report.sections.statistics')), keyValueGrid(pairs, 1)];
  if (input.noise) content.push({ text: t('report.noiseNote'), style: 'small', margin: [0, 4, 0, 0] });
  if (s.bayes) {
    content.push(
      { text: t('report.sections.bayes'), bold: true, fontSize: 9, margin: [0, 8, 0, 2] },
      dataTable(
        [0, 1, 2, 3, 4].map((c) => t('report.categoryShort', { category: c })),
        [s.bayes.categoryProbabilities.map(pct)],
        { align: ['right', 'right', 'right', 'right', 'right'] },
      ),
      {
        text: `${t('labels.p95AboveOel')}: ${pct(s.bayes.p95AboveOelProbability)}`,
        style: 'value',
        margin: [0, 3, 0, 0],
      },
    );
  }
  return content;
}

const toneOf: Record<AihaCategory, Tone> = { 0: 'ok', 1: 'ok', 2: 'ok', 3: 'attention', 4: 'danger' };

/** The decision (AIHA category with the EN 689 verdicts) and the basis it rests on. */
export function decisionSection(input: StatisticsReportInput, t: T): Content[] {
  const s = input.statistics;
  const n = (v: number) => significant(input.language, v);
  const verdict = (v: string | null) => t(`verdicts.${v ?? 'notApplicable'}`);
  const detail = [
    t('report.decision.p95', {
      p95: figureText(input, s.p95, isNoise(s) ? s.p95Db : undefined),
      percent: n((100 * s.p95) / (input.noise ? 1 : input.oel)),
    }),
    t('report.decision.en689', {
      preliminary: verdict(s.en689Preliminary),
      statistical: verdict(s.en689Statistical),
    }),
    s.bayes
      ? t('report.decision.bayes', {
          probability: percentText(input.language, s.bayes.p95AboveOelProbability),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    sectionTitle(t('report.sections.decision')),
    verdictBox(t(`report.decision.category${s.aihaCategory}`), detail, toneOf[s.aihaCategory]),
    { text: t('report.sections.basis'), bold: true, fontSize: 9, margin: [0, 6, 0, 2] },
    {
      ul: [
        'basisLognormal',
        'basisUtl',
        'basisExceedance',
        'basisAiha',
        'basisEn689',
        'basisBayes',
        'basisLimits',
      ].map((key) => ({ text: t(`report.${key}`), fontSize: 8.5 })),
    },
  ];
}
