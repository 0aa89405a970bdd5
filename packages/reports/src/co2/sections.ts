import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import { dataTable, keyValueGrid, sectionTitle, verdictBox } from '../document/blocks.ts';
import { reportColors } from '../document/theme.ts';
import { dateOrDash, dateTimeOrDash } from '../noise/format.ts';
import { formatMinutes, numberText, ppmText, type T, timeText } from './format.ts';
import { legalTranslator } from '../conclusions/render.ts';
import { co2MethodParagraphs } from './legal-content.ts';
import type { Co2ReportInput } from './report-input.ts';

/** Rows of the periods table at most (the count above it is never capped). */
export const MAX_PERIOD_ROWS = 200;
/** Above this many windows the section is a summary with the worst ones. */
export const PERIOD_SUMMARY_ABOVE = 12;
export const WORST_PERIODS = 10;

const showsNr15 = (input: Co2ReportInput) => input.norm !== 'acgih';
const showsAcgih = (input: Co2ReportInput) => input.norm !== 'nr15';

export function identificationSection(input: Co2ReportInput, t: T): Content[] {
  const f = input.fields;
  return [
    sectionTitle(t('sections.identification')),
    keyValueGrid([
      [t('fields.employeeName'), f.employeeName],
      [t('fields.employeeCompanyName'), f.employeeCompanyName],
      [t('fields.employeeArea'), f.employeeArea],
      [t('fields.functionGHE'), f.functionGHE],
      [t('fields.measurerName'), f.measurerName],
      [t('fields.measurerCompanyName'), f.measurerCompanyName],
      [t('fields.description'), f.description],
    ]),
  ];
}

export function instrumentSection(input: Co2ReportInput, t: T): Content[] {
  const i = input.instrument;
  const certificate = i.certificate
    ? t('fields.certificateValue', {
        number: i.certificate.number,
        laboratory: i.certificate.laboratory,
        date: dateOrDash(i.certificate.date),
        next: dateOrDash(i.certificate.nextDate),
      })
    : undefined;
  return [
    sectionTitle(t('sections.instrument')),
    keyValueGrid([
      [t('fields.model'), i.model],
      [t('fields.serialNumber'), i.serialNumber],
      [t('fields.firmware'), i.firmware],
      [t('fields.source'), t(`sources.${i.source}`)],
      [t('fields.sensorRange'), `0 – ${ppmText(input, t, input.result.rangePpm)}`],
      [t('fields.certificate'), certificate ?? t('fields.noCertificate')],
    ]),
  ];
}

export function measurementSection(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  return [
    sectionTitle(t('sections.measurement')),
    keyValueGrid([
      [t('fields.start'), input.start ? dateTimeOrDash(input.start) : t('fields.relative')],
      [t('fields.end'), input.end ? dateTimeOrDash(input.end) : '-'],
      [t('fields.duration'), formatMinutes(r.durationMin)],
      [t('fields.paused'), formatMinutes(r.pausedMin)],
      [t('fields.interval'), `${numberText(input, r.intervalS, r.intervalS % 1 === 0 ? 0 : 1)} s`],
      [t('fields.samples'), String(r.samples)],
      [
        t('fields.workday'),
        r.acgih.workdayMin === null ? t('fields.workdayNotGiven') : formatMinutes(r.acgih.workdayMin),
      ],
      [t('fields.projection'), t(r.acgih.projected ? 'fields.projected' : 'fields.notProjected')],
    ]),
  ];
}

export function methodSection(input: Co2ReportInput, t: T): Content[] {
  const paragraphs = [
    ...co2MethodParagraphs(input),
    ...(showsNr15(input) ? [t('method.nr15')] : []),
    ...(showsAcgih(input)
      ? [t(input.result.acgih.projected ? 'method.acgihProjected' : 'method.acgihMeasured')]
      : []),
    t('method.blocks'),
    t('method.indoorAir'),
    t('method.saturation'),
  ];
  return [
    sectionTitle(t('sections.method')),
    ...paragraphs.map((text) => ({
      text,
      fontSize: 8.5,
      margin: [0, 0, 0, 3] as [number, number, number, number],
    })),
  ];
}

const figures = (t: T, rows: Array<[string, string]>) =>
  dataTable([t('results.figure'), t('results.value')], rows, {
    widths: ['*', 150],
    align: ['left', 'right'],
  });

function nr15Results(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  const n = r.nr15;
  const yes = (v: boolean) => t(v ? 'reports:common.yes' : 'reports:common.no');
  const verdicts: Content[] = [];
  if (n.graveAndImminentRisk) {
    verdicts.push(
      verdictBox(
        t('verdicts.graveRisk.title'),
        t('verdicts.graveRisk.detail', { count: n.samplesAboveMaxValue }),
        'danger',
      ),
    );
  }
  verdicts.push(
    n.exceeds
      ? verdictBox(t('verdicts.nr15Exceeds.title'), t('verdicts.nr15Exceeds.detail'), 'danger')
      : r.atLeast.mean
        ? verdictBox(t('verdicts.undetermined.title'), t('verdicts.undetermined.detail'), 'attention')
        : verdictBox(t('verdicts.nr15Within.title'), t('verdicts.nr15Within.detail'), 'ok'),
  );
  return [
    { text: t('results.nr15Title'), bold: true, margin: [0, 6, 0, 3] },
    figures(t, [
      [t('results.nr15Limit'), ppmText(input, t, n.limitPpm)],
      [t('results.deviationFactor'), numberText(input, n.deviationFactor)],
      [t('results.maxValue'), ppmText(input, t, n.maxValuePpm)],
      [t('results.mean'), ppmText(input, t, n.meanPpm, r.atLeast.mean)],
      [t('results.max'), ppmText(input, t, r.maxPpm, r.atLeast.max)],
      [t('results.samplesAboveMaxValue'), String(n.samplesAboveMaxValue)],
      [t('results.minimumSampling'), yes(n.minimumSampling)],
      [t('results.periodsAbove', { limit: ppmText(input, t, n.limitPpm) }), String(n.periods.length)],
    ]),
    ...verdicts,
  ];
}

function acgihResults(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  const a = r.acgih;
  const verdicts: Content[] = [];
  // Without a workday the TWA counts unmeasured time as zero: said in bold, and a measured mean
  // above the TLV-TWA is no "within" verdict.
  const lt = legalTranslator(input.language);
  const undetermined = a.workdayMin === null && !a.exceedsTwa && r.meanPpm > a.twaLimitPpm;
  if (!a.projected)
    verdicts.push({
      text: lt(a.workdayMin === null ? 'twa.noWorkday' : 'twa.notProjected', {
        measured: formatMinutes(r.durationMin),
      }),
      bold: true,
      fontSize: 8.5,
      margin: [0, 3, 0, 1],
    });
  if (undetermined)
    verdicts.push(
      verdictBox(
        t('verdicts.undetermined.title'),
        lt('twa.undetermined', { mean: numberText(input, r.meanPpm, 0) }),
        'attention',
      ),
    );
  if (a.exceedsTwa)
    verdicts.push(verdictBox(t('verdicts.twaExceeds.title'), t('verdicts.twaExceeds.detail'), 'danger'));
  if (a.exceedsStel)
    verdicts.push(verdictBox(t('verdicts.stelExceeds.title'), t('verdicts.stelExceeds.detail'), 'danger'));
  if (!a.exceedsTwa && !a.exceedsStel && !undetermined) {
    verdicts.push(
      r.atLeast.twa8h || r.atLeast.max15min
        ? verdictBox(t('verdicts.undetermined.title'), t('verdicts.undetermined.detail'), 'attention')
        : verdictBox(t('verdicts.acgihWithin.title'), t('verdicts.acgihWithin.detail'), 'ok'),
    );
  }
  return [
    { text: t('results.acgihTitle'), bold: true, margin: [0, 8, 0, 3] },
    figures(t, [
      [t('results.twaLimit'), ppmText(input, t, a.twaLimitPpm)],
      [
        a.projected && a.workdayMin !== null
          ? t('results.twa8h', { workday: formatMinutes(a.workdayMin) })
          : t('results.twa8hMeasured'),
        ppmText(input, t, a.twa8hPpm, r.atLeast.twa8h),
      ],
      [t('results.stelLimit'), ppmText(input, t, a.stelLimitPpm)],
      [
        t('results.max15min'),
        a.max15minPpm === null ? t('results.tooShort') : ppmText(input, t, a.max15minPpm, r.atLeast.max15min),
      ],
      [t('results.max15minStart'), timeText(input, a.max15minStartS)],
      [
        t('results.periodsAbove', { limit: ppmText(input, t, a.twaLimitPpm) }),
        String(a.periodsAboveTwa.length),
      ],
      [
        t('results.periodsAbove', { limit: ppmText(input, t, a.stelLimitPpm) }),
        String(a.periodsAboveStel.length),
      ],
    ]),
    ...verdicts,
  ];
}

function indoorAirResults(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  const q = r.indoorAir;
  const range = (c: typeof q.temperature, unit: string) =>
    c
      ? t('results.rangeValue', {
          mean: `${numberText(input, c.meanValue)} ${unit}`,
          low: `${numberText(input, c.minValue)} ${unit}`,
          high: `${numberText(input, c.maxValue)} ${unit}`,
          share: `${numberText(input, c.percentInRange, 0)} %`,
        })
      : t('results.notLogged');
  const rows: Array<[string, string]> = [
    [t('results.iaqReference'), ppmText(input, t, q.referencePpm)],
    [t('results.mean'), ppmText(input, t, q.meanPpm, r.atLeast.mean)],
    [t('results.timeAbove'), `${formatMinutes(q.minutesAbove)} (${numberText(input, q.percentAbove, 0)} %)`],
    [t('results.periodsAbove', { limit: ppmText(input, t, q.referencePpm) }), String(q.periods.length)],
    [
      t('results.temperatureRange', {
        season: t(`seasons.${q.season}`),
        low: q.temperature?.min ?? '-',
        high: q.temperature?.max ?? '-',
      }),
      range(q.temperature, '°C'),
    ],
    [
      t('results.humidityRange', {
        season: t(`seasons.${q.season}`),
        low: q.humidity?.min ?? '-',
        high: q.humidity?.max ?? '-',
      }),
      range(q.humidity, '%'),
    ],
  ];
  return [
    { text: t('results.iaqTitle'), bold: true, margin: [0, 8, 0, 1] },
    { text: t('results.iaqNote'), style: 'small', margin: [0, 0, 0, 3] },
    figures(t, rows),
    q.exceeds
      ? verdictBox(t('verdicts.iaqAbove.title'), t('verdicts.iaqAbove.detail'), 'attention')
      : r.atLeast.mean
        ? verdictBox(t('verdicts.undetermined.title'), t('verdicts.undetermined.detail'), 'attention')
        : verdictBox(t('verdicts.iaqWithin.title'), t('verdicts.iaqWithin.detail'), 'ok'),
  ];
}

export function resultsSection(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  const head: Content[] = [sectionTitle(t('sections.results'))];
  if (r.saturatedSamples > 0) {
    head.push(
      verdictBox(
        t('verdicts.saturated.title'),
        t('verdicts.saturated.detail', { count: r.saturatedSamples, range: ppmText(input, t, r.rangePpm) }),
        'attention',
      ),
    );
  }
  const parts: Content[][] = [];
  if (showsNr15(input)) parts.push(nr15Results(input, t));
  if (showsAcgih(input)) parts.push(acgihResults(input, t));
  parts.push(indoorAirResults(input, t));
  // Each standard's table and verdicts stay on one page; the section title travels with the first.
  return parts.map((stack, i) => ({ unbreakable: true, stack: i === 0 ? [...head, ...stack] : stack }));
}

/** The 15-minute periods above any limit shown, with a mark under each limit they pass. */
export function periodsSection(input: Co2ReportInput, t: T): Content[] {
  const r = input.result;
  const limits: Array<[string, number]> = [[t('periods.iaq'), r.indoorAir.referencePpm]];
  if (showsNr15(input)) limits.push([t('periods.nr15'), r.nr15.limitPpm]);
  if (showsAcgih(input))
    limits.push([t('periods.twa'), r.acgih.twaLimitPpm], [t('periods.stel'), r.acgih.stelLimitPpm]);
  const lowest = Math.min(...limits.map(([, v]) => v));
  const above = r.blocks.filter((b) => b.meanPpm > lowest);
  // A long list is summarised: the count, the total time and the worst windows; the full list
  // stays in the measurement's data (analyze --json, data export).
  const summarised = above.length > PERIOD_SUMMARY_ABOVE;
  const shown = summarised
    ? [...above].sort((a, b) => b.meanPpm - a.meanPpm).slice(0, WORST_PERIODS)
    : above.slice(0, MAX_PERIOD_ROWS);
  const rows = shown.map((b) => [
    timeText(input, b.startS),
    timeText(input, b.endS),
    ppmText(input, t, b.meanPpm, b.atLeast),
    ...limits.map(([, limit]) => (b.meanPpm > limit ? '•' : '')),
  ]);
  if (rows.length === 0) {
    return [sectionTitle(t('sections.periods')), { text: t('periods.none'), style: 'small' }];
  }
  const totalMin = above.reduce((sum, b) => sum + (b.endS - b.startS) / 60, 0);
  const summary: Content[] = summarised
    ? [
        {
          text: legalTranslator(input.language)('periods.summary', {
            count: above.length,
            total: formatMinutes(totalMin),
            worst: WORST_PERIODS,
          }),
          fontSize: 8.5,
          margin: [0, 3, 0, 0],
        },
      ]
    : [];
  const headers = [t('periods.start'), t('periods.end'), t('periods.mean'), ...limits.map(([name]) => name)];
  const table = dataTable(headers, rows, {
    widths: [70, 70, 105, ...limits.map(() => '*')],
    align: ['left', 'left', 'right', ...limits.map(() => 'center' as const)],
  }) as ContentTable;
  // The section title is the table's first header row: it can never stay alone at the foot of a
  // page, and it names the table again on each page the table continues on.
  const titleRow: TableCell[] = headers.map(
    (_, i): TableCell =>
      i === 0
        ? {
            text: t('sections.periods'),
            colSpan: headers.length,
            fontSize: 11.5,
            bold: true,
            color: reportColors.accent,
            border: [false, false, false, false],
            margin: [-4, 12, 0, 4],
          }
        : '',
  );
  table.table.body.unshift(titleRow);
  table.table.headerRows = 2;
  const layout = table.layout as Exclude<ContentTable['layout'], string | undefined>;
  table.layout = { ...layout, hLineWidth: (i: number) => (i === 0 ? 0 : 0.5) };
  return [table, { text: t('periods.note'), style: 'small', margin: [0, 3, 0, 0] }, ...summary];
}

export function annotationSection(input: Co2ReportInput, t: T): Content[] {
  const text = input.fields.annotation?.split(/\r?\n/).slice(0, 30).join('\n').trim();
  if (!text) return [];
  return [sectionTitle(t('sections.annotation')), { text, fontSize: 8.5 }];
}
