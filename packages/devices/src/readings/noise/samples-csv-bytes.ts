// The samples CSV's bytes read whole, and what the reader in pieces (samples-csv-chunks.ts) shares
// with it: the answer's shape, the header, the column arrays and their size.
import { CsvError } from '../csv-error.ts';
import { type NoiseCsvErrorReason, noiseCsvError } from './csv-errors.ts';
import { type ColumnRole, type CsvHeader, parseHeader } from './csv-header.ts';
import { isSkippable, type RowState, readRows } from './csv-rows.ts';
import { buildSeries, MAX_INTERVALS, type RawColumns } from './samples-grid.ts';
import { withoutBom } from '../../records/utf8.ts';
import type { NoiseSeries } from '@ohp/exposure';

const NL = 10;
const CR = 13;

const UTF8 = new TextDecoder('utf-8');

export type SamplesCsvResult =
  | { readonly ok: true; readonly data: NoiseSeries }
  | { readonly ok: false; readonly reason: NoiseCsvErrorReason };

/** The answer for anything the reader threw. */
export function failure(error: unknown): { readonly ok: false; readonly reason: NoiseCsvErrorReason } {
  // Only the noise reader's errors are thrown inside it.
  if (error instanceof CsvError) return { ok: false, reason: error.reason as NoiseCsvErrorReason };
  return { ok: false, reason: noiseCsvError('unexpected').reason };
}

/** The whole-file reader (also the chunked reader's answer when the file never had a line feed). */
export function parseSamplesBytes(input: Uint8Array): NoiseSeries {
  let bytes = withoutBom(input);
  if (bytes.indexOf(NL) === -1 && bytes.indexOf(CR) !== -1) bytes = bytes.map((b) => (b === CR ? NL : b));
  const found = findHeader(bytes, 0, 0, false);
  if (found.header === null) throw noiseCsvError('empty');
  const state = rowState(
    found.header,
    found.lineNo,
    estimateRows(bytes.length - found.pos, bytes, found.pos),
  );
  readRows(bytes, found.pos, found.header, state, grow);
  return buildSeries(state.cols, state.rows);
}

export interface HeaderScan {
  header: CsvHeader | null;
  /** Where the scan stopped: after the header line, or after the last line looked at. */
  pos: number;
  lineNo: number;
}

/**
 * The header: the first line that is not blank or a comment. With `completeOnly` a last line without
 * its line feed is left for later (the file arrives in pieces and that line may go on).
 */
export function findHeader(
  bytes: Uint8Array,
  from: number,
  fromLine: number,
  completeOnly: boolean,
): HeaderScan {
  let pos = from;
  let lineNo = fromLine;
  while (pos < bytes.length) {
    let nl = bytes.indexOf(NL, pos);
    if (nl === -1) {
      if (completeOnly) break;
      nl = bytes.length;
    }
    const end = nl > pos && bytes[nl - 1] === CR ? nl - 1 : nl;
    lineNo++;
    const start = pos;
    pos = nl + 1;
    if (!isSkippable(bytes, start, end, -1))
      return { header: parseHeader(UTF8.decode(bytes.subarray(start, end)), lineNo), pos, lineNo };
  }
  return { header: null, pos, lineNo };
}

/**
 * Rows expected in `remaining` bytes from the first data line's length in `bytes` (+5 %); readRows
 * doubles the arrays if needed.
 */
export function estimateRows(remaining: number, bytes: Uint8Array, pos: number): number {
  const nl = bytes.indexOf(NL, pos);
  const lineLength = Math.max(8, (nl === -1 ? bytes.length : nl) - pos + 1);
  // Never above one row past the limit: more are refused (readRows) before they are stored.
  return Math.min(MAX_INTERVALS + 1, Math.max(16, Math.ceil((remaining / lineLength) * 1.05) + 16));
}

export function rowState(header: CsvHeader, lineNo: number, capacity: number): RowState {
  return { rows: 0, prevTime: Number.NaN, lineNo, cols: allocate(header.roles, capacity) };
}

function allocate(roles: readonly ColumnRole[], capacity: number): RawColumns {
  const f = () => new Float64Array(capacity);
  const bandRoles = roles.filter((r): r is Extract<ColumnRole, { kind: 'band' }> => r.kind === 'band');
  const peakRole = roles.find((r): r is Extract<ColumnRole, { kind: 'peak' }> => r.kind === 'peak');
  return {
    timeMs: f(),
    lineOf: new Int32Array(capacity),
    isoTime: false,
    laeq: f(),
    peak: peakRole ? f() : null,
    peakWeighting: peakRole?.weighting ?? null,
    lafmax: roles.some((r) => r.kind === 'lafmax') ? f() : null,
    bands: bandRoles.map((r) => ({ band: r.band, levels: f() })),
  };
}

export function grow(cols: RawColumns, capacity: number): RawColumns {
  const copy = <T extends Float64Array | Int32Array>(src: T, make: (n: number) => T): T => {
    const out = make(capacity);
    out.set(src);
    return out;
  };
  const f = (src: Float64Array) => copy(src, (n) => new Float64Array(n));
  return {
    timeMs: f(cols.timeMs),
    lineOf: copy(cols.lineOf, (n) => new Int32Array(n)),
    isoTime: cols.isoTime,
    laeq: f(cols.laeq),
    peak: cols.peak ? f(cols.peak) : null,
    peakWeighting: cols.peakWeighting,
    lafmax: cols.lafmax ? f(cols.lafmax) : null,
    bands: cols.bands.map((b) => ({ band: b.band, levels: f(b.levels) })),
  };
}
