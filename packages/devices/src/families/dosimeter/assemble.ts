import {
  choiceField,
  dateTime,
  firstOf,
  needFields,
  num,
  type RecordLine,
  recordError,
  requireTypes,
} from '../../records/lines.ts';
import { type ColumnSpec, parseRows } from '../../records/rows.ts';
import {
  type AudioEvent,
  type BandKind,
  bandCenters,
  type DosimeterConfiguration,
  type DosimeterRecord,
  type DosimeterSummary,
  type Period,
} from './types.ts';

// Record lines → DosimeterRecord, shared by the two readers of a dosimeter record: the line parser
// (parse.ts, every check in the order of docs/protocol.md, the source of every error) and the byte
// scanner (scan-bytes.ts, the fast path). Only the `d` rows differ: `rowsOf` supplies them.

export type DosimeterFormat = 'v1' | 'v2';

export interface DosimeterHead {
  start: string;
  interval: number;
  count: number;
  bands: BandKind;
}

/** The `d` rows, column by column, one array per band (as DosimeterRecord keeps them). */
export interface DosimeterRows {
  offsets: Float64Array;
  laeq: Float64Array;
  lcpeak: Float64Array;
  lafmax: Float64Array;
  bandLevels: Float64Array[];
}

export type RowsOf = (head: DosimeterHead) => DosimeterRows;

const level = { min: 0, max: 150 };

function bandKindOf(line: RecordLine, index: number): BandKind {
  const n = choiceField(line, index, ['0', '10', '31']);
  return n === '10' ? 'octave' : n === '31' ? 'third' : 'none';
}

/** v1 `a` line: a;1;<date>;<time>;<serial>;<interval>;<count>;<bands> (fields after the letter). */
export function headV1(a: RecordLine): DosimeterHead {
  return {
    start: dateTime(a, 1),
    interval: num(a, 4, 1, 3600),
    count: num(a, 5, 0, 1e7),
    bands: bandKindOf(a, 6),
  };
}

/** DoseMaxV2 `a` line: a;<date>;<time>;<interval>;<count>;<bands>. */
export function headV2(a: RecordLine): DosimeterHead {
  return {
    start: dateTime(a, 0),
    interval: num(a, 2, 1, 3600),
    count: num(a, 3, 0, 1e7),
    bands: bandKindOf(a, 4),
  };
}

/** The head the record's first `a` line gives, checked as the line parser checks it. */
export function headOf(format: DosimeterFormat, a: RecordLine): DosimeterHead {
  needFields(a, format === 'v1' ? 7 : 5);
  return format === 'v1' ? headV1(a) : headV2(a);
}

function configuration(line: RecordLine): DosimeterConfiguration {
  needFields(line, 7);
  return {
    weighting: choiceField(line, 0, ['A', 'C', 'Z']) as DosimeterConfiguration['weighting'],
    timeWeighting: choiceField(line, 1, ['F', 'S', 'I']) as DosimeterConfiguration['timeWeighting'],
    thresholdDb: num(line, 2, 0, 150),
    criterionDb: num(line, 3, 0, 150),
    exchangeRate: num(line, 4, 1, 10),
    peakCurve: choiceField(line, 5, ['C', 'Z', 'A']) as DosimeterConfiguration['peakCurve'],
    startDelay: num(line, 6, 0, 600),
  };
}

function summary(line: RecordLine): { serial: string; summary: DosimeterSummary } {
  needFields(line, 8);
  return {
    serial: line.fields[0] as string,
    summary: {
      dosePct: num(line, 1, 0, 1e9),
      lavg: num(line, 2, 0, 150),
      laeq: num(line, 3, 0, 150),
      twa: num(line, 4, 0, 150),
      minLevel: num(line, 5, 0, 150),
      maxLevel: num(line, 6, 0, 150),
      peaksAbove115: num(line, 7, 0, 1e9),
    },
  };
}

function periods(lines: readonly RecordLine[]): Period[] {
  return lines
    .filter((l) => l.type === 'p')
    .map((l) => {
      needFields(l, 2);
      const start = num(l, 0, 0, 1e9);
      const end = num(l, 1, 0, 1e9);
      if (end <= start) throw recordError('timeBackwards', { line: l.no });
      return { start, end };
    });
}

function audioEvents(lines: readonly RecordLine[]): AudioEvent[] {
  return lines
    .filter((l) => l.type === 'e')
    .map((l) => {
      needFields(l, 3);
      const event = { offset: num(l, 0, 0, 1e9), start: num(l, 1, 0, 1e12), end: num(l, 2, 0, 1e12) };
      if (event.end <= event.start) throw recordError('timeBackwards', { line: l.no });
      return event;
    });
}

/** The line parser's rows: parseRows over the `d` lines, its band columns as they are. */
export function lineRows(lines: readonly RecordLine[]): RowsOf {
  return (head) => {
    const columns: ColumnSpec[] = [
      { name: 'LAeq', ...level },
      { name: 'LCpeak', ...level, optional: true },
      { name: 'LAFmax', ...level, optional: true },
      ...bandCenters(head.bands).map((c) => ({ name: `band ${c}`, ...level })),
    ];
    const rows = parseRows(lines, columns, head.interval, head.count);
    const [laeq, lcpeak, lafmax, ...bandLevels] = rows.columns as [Float64Array, Float64Array, Float64Array];
    return { offsets: rows.offsets, laeq, lcpeak, lafmax, bandLevels };
  };
}

/** Whether a column has a value (a plain loop: no callback per row of a 24 h record). */
function anyValue(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) if (!Number.isNaN(column[i] as number)) return true;
  return false;
}

function body(
  lines: readonly RecordLine[],
  head: DosimeterHead,
  rowsOf: RowsOf,
): Pick<DosimeterRecord, 'offsets' | 'laeq' | 'lcpeak' | 'lafmax' | 'bands' | 'pauses'> {
  const rows = rowsOf(head);
  return {
    offsets: rows.offsets,
    laeq: rows.laeq,
    lcpeak: anyValue(rows.lcpeak) ? rows.lcpeak : undefined,
    lafmax: anyValue(rows.lafmax) ? rows.lafmax : undefined,
    bands:
      head.bands === 'none'
        ? undefined
        : { kind: head.bands, centers: bandCenters(head.bands), levels: rows.bandLevels },
    pauses: periods(lines),
  };
}

/** DoseMax / DosePro record (v1): lines a, b, c, p*, d+. */
export function assembleV1(lines: readonly RecordLine[], rowsOf: RowsOf): DosimeterRecord {
  if (lines[0]?.type !== 'a') throw recordError('wrongFamily');
  requireTypes(lines, ['a', 'b', 'c', 'd']);
  const a = lines[0];
  needFields(a, 7);
  if (a.fields[0] !== '1') throw recordError('wrongFamily');
  const head = headV1(a);
  const c = summary(firstOf(lines, 'c'));
  return {
    kind: 'dosimeter',
    format: 'v1',
    serialNumber: a.fields[3] as string,
    firmware: undefined,
    start: head.start,
    intervalSeconds: head.interval,
    ...body(lines, head, rowsOf),
    configuration: configuration(firstOf(lines, 'b')),
    summary: c.summary,
    audio: [],
  };
}

/** DoseMaxV2 file: z, a, b, c, p*, e*, d+ — valid only with at least one each of a, b, c, d and z. */
export function assembleV2(lines: readonly RecordLine[], rowsOf: RowsOf): DosimeterRecord {
  requireTypes(lines, ['a', 'b', 'c', 'd', 'z']);
  const z = lines[0] as RecordLine;
  if (z.type !== 'z') throw recordError('wrongFamily');
  needFields(z, 3);
  if (z.fields[0] !== '2') throw recordError('wrongFamily');
  const a = firstOf(lines, 'a');
  needFields(a, 5);
  const head = headV2(a);
  const serial = z.fields[1] as string;
  if (serial.length !== 12) throw recordError('badSerial', { line: z.no });
  return {
    kind: 'dosimeter',
    format: 'v2',
    serialNumber: serial,
    firmware: z.fields[2] || undefined,
    start: head.start,
    intervalSeconds: head.interval,
    ...body(lines, head, rowsOf),
    configuration: configuration(firstOf(lines, 'b')),
    summary: summary(firstOf(lines, 'c')).summary,
    audio: audioEvents(lines),
  };
}

export function assemble(
  format: DosimeterFormat,
  lines: readonly RecordLine[],
  rowsOf: RowsOf,
): DosimeterRecord {
  return format === 'v1' ? assembleV1(lines, rowsOf) : assembleV2(lines, rowsOf);
}
