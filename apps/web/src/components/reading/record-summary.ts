import {
  catalogueEntry,
  type DeviceRecord,
  deviceFamilies,
  deviceTypeFromSerial,
  familyPresentation,
  measurementListTitle,
} from '@ohp/devices';
import { formatNumber as formatFixed } from '../../lib/format-number';

/** Raw samples: no thousands grouping, the value as the device wrote it. */
const formatNumber = (locale: string, value: number, digits: number) =>
  formatFixed(locale, value, digits, false);

/** A value shown in the header table: plain text, or a translation key with values. */
export type HeaderValue = string | { key: string; values?: Record<string, string | number> };

export interface RecordSummary {
  /** [label key in devices:screens.viewer.fields, value] */
  header: Array<[string, HeaderValue]>;
  /** Column label keys (devices:screens.viewer.columns). */
  columns: string[];
  /** First sample rows, already formatted. */
  rows: string[][];
  total: number;
}

/** "yyyy-MM-ddTHH:mm:ss" + offset seconds → "HH:mm:ss" of the device wall clock. */
export function clockAt(start: string, offset: number): string {
  const base = Date.parse(`${start}Z`);
  if (Number.isNaN(base)) return String(offset);
  return new Date(base + offset * 1000).toISOString().slice(11, 19);
}

/** Device local start "yyyy-MM-ddTHH:mm:ss" as dd/MM/yyyy HH:mm:ss (SPEC §9). */
export function startLabel(start: string): string {
  return `${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)} ${start.slice(11, 19)}`;
}

function durationLabel(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * The record layout a dosimeter record has, named by the families that write it: those of its
 * family's list ('DoseMax / DosePro', 'DoseMax V2'); an unknown serial reads as DosePro (SPEC §3).
 */
function formatName(serialNumber: string): string {
  const family = catalogueEntry(deviceTypeFromSerial(serialNumber)).family;
  return measurementListTitle(familyPresentation(family).routes.list);
}

/**
 * Header fields and the first sample rows of any parsed record: what the data viewer shows until
 * the family viewers (charts, norms) are built.
 */
export function summarizeRecord(record: DeviceRecord, maxRows = 20, locale = 'en'): RecordSummary {
  const num = (value: number | undefined, digits = 1) =>
    value === undefined || Number.isNaN(value) ? '—' : formatNumber(locale, value, digits);
  const n = record.offsets.length;
  const last = n > 0 ? (record.offsets[n - 1] ?? 0) + record.intervalSeconds : 0;
  const common: Array<[string, HeaderValue]> = [
    ['serialNumber', record.serialNumber],
    ['start', startLabel(record.start)],
    ['interval', `${record.intervalSeconds} s`],
    ['samples', String(n)],
    ['duration', durationLabel(last)],
  ];
  const take = Math.min(n, maxRows);
  const rows: string[][] = [];
  const time = (i: number) => clockAt(record.start, record.offsets[i] ?? 0);
  switch (record.kind) {
    case 'dosimeter': {
      const c = record.configuration;
      const s = record.summary;
      const header: Array<[string, HeaderValue]> = [
        ...common,
        ['firmware', record.firmware ?? '—'],
        ['format', formatName(record.serialNumber)],
        ['weighting', `${c.weighting} / ${c.timeWeighting}`],
        ['threshold', `${c.thresholdDb} dB`],
        ['criterion', `${c.criterionDb} dB`],
        ['exchangeRate', String(c.exchangeRate)],
        ['peakCurve', c.peakCurve],
        ['dose', `${num(s.dosePct)} %`],
        ['lavg', `${num(s.lavg)} dB`],
        ['laeq', `${num(s.laeq)} dB(A)`],
        ['twa', `${num(s.twa)} dB`],
        ['minMax', `${num(s.minLevel)} / ${num(s.maxLevel)} dB`],
        ['peaks', String(s.peaksAbove115)],
        ['pauses', String(record.pauses.length)],
        ['bands', { key: `devices:screens.viewer.bands.${record.bands?.kind ?? 'none'}` }],
      ];
      if (record.format === 'v2') header.push(['audio', String(record.audio.length)]);
      for (let i = 0; i < take; i++) {
        rows.push([time(i), num(record.laeq[i]), num(record.lcpeak?.[i]), num(record.lafmax?.[i])]);
      }
      return { header, columns: ['time', 'laeq', 'lcpeak', 'lafmax'], rows, total: n };
    }
    default:
      return familySummary(record, { common, take, time, num });
  }
}

/** Any other record: the header lines and sample columns its family module names (presentation.summary). */
function familySummary(
  record: DeviceRecord,
  at: {
    common: Array<[string, HeaderValue]>;
    take: number;
    time: (i: number) => string;
    num: (value: number | undefined, digits?: number) => string;
  },
): RecordSummary {
  // Every record but the shared dosimeter one is of the kind named after its family.
  const family = deviceFamilies.find((f) => f === record.kind);
  const { header, columns } = family ? familyPresentation(family).summary : { header: [], columns: [] };
  const fields = record as unknown as Record<string, unknown>;
  const shown = (value: unknown): string =>
    value === undefined || value === null || value === '' ? '—' : String(value);
  const rows: string[][] = [];
  for (let i = 0; i < at.take; i++) {
    rows.push([
      at.time(i),
      ...columns.map((c) => at.num((fields[c.field] as ArrayLike<number> | undefined)?.[i], c.digits)),
    ]);
  }
  return {
    header: [
      ...at.common,
      ...header.map((h): [string, HeaderValue] => [
        h.label,
        h.translate ? { key: `${h.translate}${String(fields[h.field])}` } : shown(fields[h.field]),
      ]),
    ],
    columns: ['time', ...columns.map((c) => c.column)],
    rows,
    total: record.offsets.length,
  };
}
