// The line parser as it was before the byte scanner (git f432eb7, parse.ts), kept verbatim as the
// reference the scanner and the restructured parser are compared with (scan-bytes.test.ts). Test-only.
import {
  choiceField,
  firstOf,
  num,
  type RecordLine,
  recordError,
  requireTypes,
  splitRecord,
} from '../../records/lines.ts';
import { dateTime, needFields } from '../../records/lines.ts';
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

const level = { min: 0, max: 150 };

function bandKindOf(line: RecordLine, index: number): BandKind {
  const n = choiceField(line, index, ['0', '10', '31']);
  return n === '10' ? 'octave' : n === '31' ? 'third' : 'none';
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

function body(
  lines: readonly RecordLine[],
  head: { start: string; interval: number; count: number; bands: BandKind },
): Pick<DosimeterRecord, 'offsets' | 'laeq' | 'lcpeak' | 'lafmax' | 'bands' | 'pauses'> {
  const centers = bandCenters(head.bands);
  const columns: ColumnSpec[] = [
    { name: 'LAeq', ...level },
    { name: 'LCpeak', ...level, optional: true },
    { name: 'LAFmax', ...level, optional: true },
    ...centers.map((c) => ({ name: `band ${c}`, ...level })),
  ];
  const rows = parseRows(lines, columns, head.interval, head.count);
  const [laeq, lcpeak, lafmax, ...bandColumns] = rows.columns as [Float64Array, Float64Array, Float64Array];
  const anyValue = (a: Float64Array) => a.some((v) => !Number.isNaN(v));
  let bands: DosimeterRecord['bands'];
  if (head.bands !== 'none') {
    const n = rows.offsets.length;
    const levels = new Float64Array(n * centers.length);
    bandColumns.forEach((column, b) => {
      for (let r = 0; r < n; r++) levels[r * centers.length + b] = column[r] as number;
    });
    bands = { kind: head.bands, centers, levels };
  }
  return {
    offsets: rows.offsets,
    laeq,
    lcpeak: anyValue(lcpeak) ? lcpeak : undefined,
    lafmax: anyValue(lafmax) ? lafmax : undefined,
    bands,
    pauses: periods(lines),
  };
}

/** DoseMax / DosePro record (v1): lines a, b, c, p*, d+. */
export function referenceParseV1(text: string): DosimeterRecord {
  const lines = splitRecord(text);
  if (lines[0]?.type !== 'a') throw recordError('wrongFamily');
  requireTypes(lines, ['a', 'b', 'c', 'd']);
  const a = lines[0];
  needFields(a, 7);
  if (a.fields[0] !== '1') throw recordError('wrongFamily');
  const head = {
    start: dateTime(a, 1),
    interval: num(a, 4, 1, 3600),
    count: num(a, 5, 0, 1e7),
    bands: bandKindOf(a, 6),
  };
  const c = summary(firstOf(lines, 'c'));
  return {
    kind: 'dosimeter',
    format: 'v1',
    serialNumber: a.fields[3] as string,
    firmware: undefined,
    start: head.start,
    intervalSeconds: head.interval,
    ...body(lines, head),
    configuration: configuration(firstOf(lines, 'b')),
    summary: c.summary,
    audio: [],
  };
}

/** DoseMaxV2 file: z, a, b, c, p*, e*, d+ — valid only with at least one each of a, b, c, d and z. */
export function referenceParseV2(text: string): DosimeterRecord {
  const lines = splitRecord(text);
  requireTypes(lines, ['a', 'b', 'c', 'd', 'z']);
  const z = lines[0] as RecordLine;
  if (z.type !== 'z') throw recordError('wrongFamily');
  needFields(z, 3);
  if (z.fields[0] !== '2') throw recordError('wrongFamily');
  const a = firstOf(lines, 'a');
  needFields(a, 5);
  const head = {
    start: dateTime(a, 0),
    interval: num(a, 2, 1, 3600),
    count: num(a, 3, 0, 1e7),
    bands: bandKindOf(a, 4),
  };
  const serial = z.fields[1] as string;
  if (serial.length !== 12) throw recordError('badSerial', { line: z.no });
  return {
    kind: 'dosimeter',
    format: 'v2',
    serialNumber: serial,
    firmware: z.fields[2] || undefined,
    start: head.start,
    intervalSeconds: head.interval,
    ...body(lines, head),
    configuration: configuration(firstOf(lines, 'b')),
    summary: summary(firstOf(lines, 'c')).summary,
    audio: audioEvents(lines),
  };
}

/** SPEC §5: a DoseMaxV2 file is valid only with at least one line each of a, b, c, d and z. */
export function referenceIsValidV2(text: string): boolean {
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    const c = line.charAt(0);
    if ('abcdz'.includes(c) && c !== '') seen.add(c);
  }
  return seen.size === 5;
}
