import type { HeatJudgement, HeatRegime } from '@ohp/exposure';
import { celsiusDeltaToFahrenheit, celsiusToFahrenheit, celsius, heatActivityRow } from '@ohp/exposure';
import { type Language, translate } from '@ohp/i18n';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, keyValueGrid, sectionTitle, type Tone, verdictBox } from '../document/blocks.ts';
import { legalTranslator } from '../conclusions/render.ts';
import { heatMethodParagraphs } from './method-paragraphs.ts';
import { identificationBlock } from '../document/identification.ts';
import { dateOrDash, dateTimeOrDash, formatNumber } from '../noise/format.ts';
import type { HeatReportInput } from './report-input.ts';
import { regimeKey } from './regime-key.ts';

export type T = (key: string, values?: Record<string, string | number>) => string;

/** Keys without a namespace are the heat report's ('heat:report.…'); others are used as given. */
export const heatTranslator =
  (language: Language): T =>
  (key, values) =>
    translate(language, key.includes(':') ? key : `heat:report.${key}`, values);

export const judgementTone: Record<HeatJudgement, Tone> = {
  acceptable: 'ok',
  above_action_level: 'attention',
  uncertainty: 'attention',
  above_limit: 'danger',
};

export { regimeKey } from './regime-key.ts';

/** Temperature and increment formatters in the report's unit and language. */
export function temperatureFormat(input: Pick<HeatReportInput, 'language' | 'unit'>) {
  const f = input.unit === 'F';
  const n = (v: number) => formatNumber(input.language, v, 1);
  return {
    unit: f ? '°F' : '°C',
    value: (c: number) => (f ? celsiusToFahrenheit(celsius(c)) : c),
    show: (c: number | null | undefined) =>
      c === null || c === undefined || Number.isNaN(c)
        ? '-'
        : `${n(f ? celsiusToFahrenheit(celsius(c)) : c)} ${f ? '°F' : '°C'}`,
    delta: (c: number) => `${n(f ? celsiusDeltaToFahrenheit(c) : c)} ${f ? '°F' : '°C'}`,
  };
}

const mUnit = (input: HeatReportInput) => (input.result.norm === 'nr15-1978' ? 'kcal/h' : 'W');
const yesNo = (t: T, v: boolean) => t(v ? 'reports:common.yes' : 'reports:common.no');

export function identificationSection(input: HeatReportInput, t: T): Content[] {
  const c = input.context;
  return identificationBlock(
    { ...c, assessmentDate: c.assessmentDate ? dateOrDash(c.assessmentDate) : undefined },
    t,
  );
}

export function instrumentSection(input: HeatReportInput, t: T): Content[] {
  const i = input.instrument;
  const m = input.measurement;
  if (!i && !m) return [];
  const certificate = i?.certificate
    ? t('fields.certificateValue', {
        number: i.certificate.number,
        laboratory: i.certificate.laboratory,
        date: dateOrDash(i.certificate.date),
        next: dateOrDash(i.certificate.nextDate),
      })
    : undefined;
  const pairs: Array<[string, string | undefined]> = [
    [t('fields.model'), i?.model],
    [t('fields.serial'), i?.serialNumber],
    [t('fields.certificate'), certificate],
    [t('fields.sensors'), t('fields.sensorsValue')],
  ];
  if (m)
    pairs.push(
      [t('fields.start'), m.start ? dateTimeOrDash(m.start) : '0 s'],
      [
        t('fields.end'),
        m.end
          ? dateTimeOrDash(m.end)
          : `${formatNumber(input.language, (m.samples * m.intervalS) / 60, 0)} min`,
      ],
      [t('fields.interval'), `${formatNumber(input.language, m.intervalS, m.intervalS % 1 === 0 ? 0 : 2)} s`],
      [t('fields.unit'), input.unit === 'F' ? '°F' : '°C'],
    );
  return [sectionTitle(t('sections.instrument')), keyValueGrid(pairs)];
}

export function methodSection(input: HeatReportInput, t: T): Content[] {
  const m = input.method;
  const temp = temperatureFormat(input);
  const w = m.window;
  const windowText = !w
    ? undefined
    : m.source === 'situations'
      ? t('method.windowFromSituations', { minutes: formatNumber(input.language, w.minutes, 0) })
      : t('method.windowFromRecord', {
          start: w.start
            ? dateTimeOrDash(w.start)
            : `${formatNumber(input.language, w.startOffsetS / 60, 0)} min`,
          end: w.end ? dateTimeOrDash(w.end) : `${formatNumber(input.language, w.endOffsetS / 60, 0)} min`,
        });
  const pairs: Array<[string, string | undefined]> = [[t('fields.norm'), t(`heat:norm.${m.norm}`)]];
  if (m.norm === 'nr15-1978') pairs.push([t('fields.rest'), t(`heat:rest.${m.rest ?? 'local'}`)]);
  if (input.result.workload) pairs.push([t('fields.workload'), t(`heat:workload.${input.result.workload}`)]);
  pairs.push(
    [t('fields.solarLoad'), yesNo(t, m.solarLoad)],
    [
      t('fields.clothing'),
      m.norm === 'nr15-2019'
        ? `${m.clothingKey ? `${t(`heat:clothing.${m.clothingKey}`)}: ` : ''}+${temp.delta(m.clothingIncrementC)}`
        : undefined,
    ],
    [t('fields.hood'), m.hood ? `${yesNo(t, true)} (+${temp.delta(1)})` : yesNo(t, false)],
    [t('fields.openSky'), yesNo(t, m.openSky)],
    [legalTranslator(input.language)('fields.measurementHeight'), input.context.measurementHeight],
    [t('fields.window'), windowText],
  );
  if (m.stabilisationMin !== null)
    pairs.push([t('fields.stabilisation'), t('method.stabilisationValue', { minutes: m.stabilisationMin })]);
  const lines = [
    t(m.solarLoad ? 'method.formulaSolar' : 'method.formulaIndoor'),
    t('method.weighted'),
    m.norm === 'nr15-2019'
      ? t('method.limit2019')
      : t(m.rest === 'elsewhere' ? 'method.elsewhere1978' : 'method.local1978'),
    t('method.conservativeM'),
  ];
  if (m.solarLoad) lines.unshift(t('method.formulaIndoor'));
  return [
    sectionTitle(t('sections.method')),
    ...heatMethodParagraphs(input),
    keyValueGrid(pairs, 1),
    { ul: lines.map((text) => ({ text, fontSize: 8.5 })), margin: [0, 4, 0, 0] },
  ];
}

export function situationsSection(input: HeatReportInput, t: T): Content[] {
  const temp = temperatureFormat(input);
  const n = (v: number) => formatNumber(input.language, v, 1);
  const rows = input.situations.map((s, i) => [
    s.critical ? t('table.critical') : (s.label ?? `${i + 1}`),
    n(s.minutes),
    temp.show(s.tbn),
    temp.show(s.tg),
    temp.show(s.tbs),
    temp.show(s.ibutg),
  ]);
  return [
    sectionTitle(t('sections.situations')),
    dataTable([t('table.situation'), t('table.minutes'), 'tbn', 'tg', 'tbs', t('table.ibutg')], rows, {
      widths: ['*', 55, 55, 55, 55, 60],
      align: ['left', 'right', 'right', 'right', 'right', 'right'],
    }),
  ];
}

export function activitiesSection(input: HeatReportInput, t: T): Content[] {
  if (input.activities.length === 0) return [];
  const n = (v: number, d = 1) => formatNumber(input.language, v, d);
  // The picked row of the norm's table, under its printed heading ("Sentado: Em repouso"); a key the
  // table no longer holds names nothing and the row keeps its label or number.
  const picked = (key: string | undefined) => {
    const row = heatActivityRow(input.method.norm, key);
    if (!row) return undefined;
    return row.groupKey ? `${t(row.groupKey)}: ${t(row.labelKey)}` : t(row.labelKey);
  };
  const rows = input.activities.map((a, i) => [
    [a.label, picked(a.activity)].filter(Boolean).join(' — ') || `${i + 1}`,
    n(a.minutes),
    `${n(a.metabolicRate, 0)} ${mUnit(input)}`,
  ]);
  return [
    sectionTitle(t('sections.activities')),
    dataTable([t('table.activity'), t('table.minutes'), t('table.metabolicRate')], rows, {
      widths: ['*', 70, 100],
      align: ['left', 'right', 'right'],
    }),
  ];
}

export function resultsSection(input: HeatReportInput, t: T): Content[] {
  const r = input.result;
  const temp = temperatureFormat(input);
  const n = (v: number, d = 1) => formatNumber(input.language, v, d);
  const rows: Array<[string, string]> = [
    [t('heat:cli.ibutgMeasured'), temp.show(r.ibutgMeasured)],
    [t('heat:cli.increment'), `+${temp.delta(r.incrementC)}`],
    [t('heat:cli.ibutg'), temp.show(r.ibutg)],
  ];
  if (r.metabolicRate !== null)
    rows.push([t('heat:cli.metabolicRate'), `${n(r.metabolicRate)} ${mUnit(input)}`]);
  if (r.tabulatedMetabolicRate !== null)
    rows.push([t('heat:cli.tabulatedMetabolicRate'), `${r.tabulatedMetabolicRate} ${mUnit(input)}`]);
  if (r.regime) rows.push([t('heat:cli.regime'), t(regimeKey(r.regime))]);
  if (r.limit !== null) rows.push([t('heat:cli.limit'), temp.show(r.limit)]);
  if (r.actionLevel !== null) rows.push([t('heat:cli.actionLevel'), temp.show(r.actionLevel)]);
  rows.push([t('heat:cli.exceedsLimit'), yesNo(t, r.exceedsLimit)]);
  if (r.actionLevel !== null) rows.push([t('heat:cli.aboveActionLevel'), yesNo(t, r.aboveActionLevel)]);
  const legal = !r.nr15Applicable
    ? t('results.notApplicable')
    : r.insalubrious
      ? t('results.insalubrious')
      : t('results.notInsalubrious');
  // Under the 1978 text with rest at the place, the answer is the regime the hour requires.
  const regimeRequired = r.regime !== null && r.regime !== 'continuous';
  const title = regimeRequired
    ? t('results.regimeTitle', { regime: t(regimeKey(r.regime as HeatRegime)) })
    : t(`heat:judgement.${r.judgement}`);
  const detail = regimeRequired ? t('results.regimeDetail') : `${t(r.recommendedAction)} ${legal}.`;
  // Title, table and verdict are one group: never split over two pages.
  return [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.results')),
        dataTable([t('table.figure'), t('table.value')], rows, {
          widths: ['*', 160],
          align: ['left', 'right'],
        }),
        verdictBox(title, detail, judgementTone[r.judgement]),
      ],
    },
  ];
}

export function flagsSection(input: HeatReportInput, t: T): Content[] {
  return [
    sectionTitle(t('sections.flags')),
    input.flags.length === 0
      ? { text: t('flagsNone'), fontSize: 8.5 }
      : { ul: input.flags.map((f) => ({ text: t(f.key, f.values), fontSize: 8.5 })) },
  ];
}

export function notesSection(input: HeatReportInput, t: T): Content[] {
  // A note prints only when its condition holds: the hood rule with a hood, the open-sky rule
  // (Portaria 1.359/2019) at open sky under the 2019 text, NHO-06 acclimatisation under the 2019 text.
  const m = input.method;
  const notes: string[] = [];
  if (m.hood) notes.push(t('notes.hood'));
  if (m.openSky && m.norm === 'nr15-2019') notes.push(t('notes.openSky'));
  if (m.norm === 'nr15-2019') notes.push(t('notes.acclimatisation'));
  if (input.method.stabilisationMin !== null)
    notes.push(t('notes.stabilisation', { minutes: input.method.stabilisationMin }), t('notes.dryWick'));
  if (notes.length === 0) return [];
  return [sectionTitle(t('sections.notes')), { ul: notes.map((text) => ({ text, fontSize: 8.5 })) }];
}

export function annotationSection(input: HeatReportInput, t: T): Content[] {
  const a = input.context.annotation?.trim();
  if (!a) return [];
  return [sectionTitle(t('sections.annotation')), { text: a, fontSize: 8.5 }];
}
