// What the statistics table shows for an agent: noise figures back in dB(A) (the statistics ran on
// dose fractions), the means as % of the daily dose; anything else in the agent's unit.
import type { AgentStatistics, GroupStatistics } from '../api/ghe-statistics-api';

const formats = new Map<string, Intl.NumberFormat>();

/** 4 significant digits in the screen's language; '-' for anything not finite (never NaN). */
export function significant(language: string, value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const locale = language === 'en' ? 'en-GB' : language;
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumSignificantDigits: digits, useGrouping: false });
    formats.set(key, format);
  }
  return format.format(value);
}

export type FigureKey =
  | 'n'
  | 'gm'
  | 'gsd'
  | 'mean'
  | 'mvue'
  | 'p95'
  | 'utl9595'
  | 'utl9570'
  | 'exceedance'
  | 'exceedanceUcl95'
  | 'shapiroWilkP';

export interface FigureRow {
  key: FigureKey;
  text: string;
}

/** The rows of the statistics table, already formatted. */
export function figureRows(agent: AgentStatistics, s: GroupStatistics, language: string): FigureRow[] {
  const n = (v: number | undefined) => significant(language, v);
  const noise = agent.exchangeRate !== null;
  const inUnit = (v: number, db: number | undefined) => (noise ? `${n(db)} dB(A)` : `${n(v)} ${agent.unit}`);
  const pct = (v: number) => `${significant(language, v * 100, 3)} %`;
  return [
    { key: 'n', text: String(s.n) },
    { key: 'gm', text: inUnit(s.gm, s.gmDb) },
    { key: 'gsd', text: n(s.gsd) },
    { key: 'mean', text: noise ? pct(s.mean) : inUnit(s.mean, undefined) },
    { key: 'mvue', text: noise ? pct(s.mvue) : inUnit(s.mvue, undefined) },
    { key: 'p95', text: inUnit(s.p95, s.p95Db) },
    { key: 'utl9595', text: inUnit(s.utl9595, s.utl9595Db) },
    { key: 'utl9570', text: inUnit(s.utl9570, s.utl9570Db) },
    { key: 'exceedance', text: pct(s.exceedance) },
    { key: 'exceedanceUcl95', text: pct(s.exceedanceUcl95) },
    { key: 'shapiroWilkP', text: s.shapiroWilk ? n(s.shapiroWilk.p) : '-' },
  ];
}

/** The fitted lognormal line in the plotted unit: GM·GSD^z, or its level Lc + q·log2(fraction). */
export function fittedLine(agent: AgentStatistics, s: GroupStatistics): (z: number) => number {
  const q = agent.exchangeRate;
  return (z) => {
    const value = s.gm * s.gsd ** z;
    return q === null ? value : agent.oel + q * Math.log2(value);
  };
}
