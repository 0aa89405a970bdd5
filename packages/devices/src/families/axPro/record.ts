import { choiceField, dateTime, num, type RecordLine, recordError } from '../../records/lines.ts';
import { formatRecordText, openZRecord } from '../../records/record-frame.ts';
import { fmt, parseRows } from '../../records/rows.ts';

export type EvaluationType = 'none' | 'handArm' | 'wholeBody' | 'analog';
export type AxProAxis = 'x' | 'y' | 'z';
export const axProAxes: readonly AxProAxis[] = ['x', 'y', 'z'];

export interface AxisTriple {
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
}

/** Band spectrum of a record (docs/protocol.md §7.4, `b` and `s` lines). */
export interface AxProSpectrum {
  resolution: 'octave' | 'third';
  /** The device's octave axis (SPEC §3 advanced configuration): which axes carry a spectrum. */
  axis: AxProAxis | 'all';
  /** Exact base-10 band centres, Hz. */
  centres: Float64Array;
  /** Unweighted band r.m.s., m/s², per carried axis: one array per band, one value per interval. */
  bands: Partial<Record<AxProAxis, Float64Array[]>>;
}

/**
 * AxPro vibration record: frequency-weighted r.m.s. acceleration per interval and axis, m/s²; an
 * extended record (docs/protocol.md §7.4) also carries ∫aw⁴dt and the peak per interval and axis,
 * and a band spectrum. Old records leave the three undefined.
 */
export interface AxProRecord {
  kind: 'axPro';
  serialNumber: string;
  firmware: string | undefined;
  start: string;
  intervalSeconds: number;
  evaluationType: EvaluationType;
  factor: number;
  offsets: Float64Array;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  /** ∫ aw⁴ dt over each interval, m⁴/s⁷. */
  fourthPower?: AxisTriple;
  /** Largest |aw| of each interval, m/s². */
  peak?: AxisTriple;
  spectrum?: AxProSpectrum;
}

const accel = { min: 0, max: 1000 };
/** Peaks of shocks and unweighted band levels go beyond the weighted r.m.s. range. */
const wide = { min: 0, max: 10000 };
/** ∫aw⁴dt of 3600 s at 1000 m/s² with a crest of 10: well below 1e17. */
const fourth = { min: 0, max: 1e17 };
/** The `d` line's field count (after the type letter) of an old and of an extended record. */
const OLD_FIELDS = 4;
const EXTENDED_FIELDS = 10;

function dFieldCount(line: RecordLine): number {
  let count = 1;
  for (let i = line.start; i < line.end; i++) if (line.text.charCodeAt(i) === 59) count++;
  return count;
}

/**
 * `z;4;<serial>;<fw>`, `a;<date>;<time>;<interval>;<count>;<evaluation>;<factor>[;<bands>;<axis>]`,
 * `c;<serial>`, `[b;<f1>;…]`, `d;<offset>;<x>;<y>;<z>[;<qx>;<qy>;<qz>;<px>;<py>;<pz>]`,
 * `[s;<offset>;<axis>;<a1>;…]` (docs/protocol.md §7.4).
 */
export function parseAxPro(text: string): AxProRecord {
  const { lines, z, a, intervalSeconds: interval, declaredCount } = openZRecord(text, '4', 6, 'ds');
  const firstD = lines.find((l) => l.type === 'd');
  const width = firstD ? dFieldCount(firstD) : OLD_FIELDS;
  if (width !== OLD_FIELDS && width !== EXTENDED_FIELDS)
    throw recordError('badLine', { line: firstD?.no ?? 0 });
  const extended = width === EXTENDED_FIELDS;
  const names = extended ? ['x', 'y', 'z', 'qx', 'qy', 'qz', 'px', 'py', 'pz'] : ['x', 'y', 'z'];
  const rows = parseRows(
    lines,
    names.map((name, i) => ({ name, ...(i < 3 ? accel : i < 6 ? fourth : wide) })),
    interval,
    declaredCount,
  );
  const c = rows.columns as Float64Array[];
  const record: AxProRecord = {
    ...axProHeader(z, a, interval),
    offsets: rows.offsets,
    x: c[0] as Float64Array,
    y: c[1] as Float64Array,
    z: c[2] as Float64Array,
  };
  if (extended) {
    record.fourthPower = { x: c[3] as Float64Array, y: c[4] as Float64Array, z: c[5] as Float64Array };
    record.peak = { x: c[6] as Float64Array, y: c[7] as Float64Array, z: c[8] as Float64Array };
  }
  const spectrum = parseSpectrum(lines, a, rows.offsets);
  if (spectrum) record.spectrum = spectrum;
  return record;
}

/** The record's fields read from its `z` and `a` lines (shared with the byte scanner). */
export function axProHeader(z: RecordLine, a: RecordLine, interval: number) {
  return {
    kind: 'axPro' as const,
    serialNumber: z.fields[1] as string,
    firmware: z.fields[2] || undefined,
    start: dateTime(a, 0),
    intervalSeconds: interval,
    evaluationType: choiceField(a, 4, ['none', 'handArm', 'wholeBody', 'analog']) as EvaluationType,
    factor: num(a, 5, 0, 200),
  };
}

/**
 * What the `a` and `b` lines say of the spectrum: none, or its resolution, axis and band centres
 * (shared with the byte scanner). `stray` is the first `s` line, if any, or the `b` line.
 */
export function spectrumHead(
  a: RecordLine,
  b: RecordLine | undefined,
  stray: RecordLine | undefined,
): Omit<AxProSpectrum, 'bands'> | undefined {
  const bandsField = a.fields.length > 6 ? choiceField(a, 6, ['none', 'octave', 'third']) : 'none';
  if (bandsField === 'none') {
    if (stray) throw recordError('badLine', { line: stray.no });
    return undefined;
  }
  const axis = choiceField(a, 7, ['x', 'y', 'z', 'all']) as AxProAxis | 'all';
  if (!b) throw recordError('missingLines', { types: 'b' });
  if (b.fields.length === 0 || b.fields.length > 40) throw recordError('badLine', { line: b.no });
  const centres = Float64Array.from(b.fields, (_, i) => num(b, i, 0.1, 20000));
  for (let i = 1; i < centres.length; i++) {
    if ((centres[i] as number) <= (centres[i - 1] as number)) throw recordError('badLine', { line: b.no });
  }
  return { resolution: bandsField as 'octave' | 'third', axis, centres };
}

function parseSpectrum(
  lines: readonly RecordLine[],
  a: RecordLine,
  offsets: Float64Array,
): AxProSpectrum | undefined {
  const sLines = lines.filter((l) => l.type === 's');
  const b = lines.find((l) => l.type === 'b');
  const head = spectrumHead(a, b, sLines[0] ?? b);
  if (!head) return undefined;
  const { axis, centres } = head;
  const carried = axis === 'all' ? axProAxes : [axis];
  const n = offsets.length;
  const row = new Map<number, number>();
  for (let i = 0; i < n; i++) row.set(offsets[i] as number, i);
  const bands: Partial<Record<AxProAxis, Float64Array[]>> = {};
  const seen: Partial<Record<AxProAxis, Uint8Array>> = {};
  for (const ax of carried) {
    bands[ax] = Array.from(centres, () => new Float64Array(n));
    seen[ax] = new Uint8Array(n);
  }
  const values = new Float64Array(centres.length);
  for (const s of sLines) {
    const offset = scanBandLine(s, values);
    const index = row.get(offset);
    // The character after the offset's ';' (scanBandLine checked both): its digits as written, so an
    // offset with leading zeros ("010") is read as the byte scanner reads it.
    const ax = s.text[s.text.indexOf(';', s.start) + 1] as AxProAxis;
    const seenAxis = seen[ax];
    if (!seenAxis) throw recordError('badValue', { line: s.no, value: ax });
    if (index === undefined || seenAxis[index]) throw recordError('badLine', { line: s.no });
    seenAxis[index] = 1;
    const target = bands[ax] as Float64Array[];
    for (let k = 0; k < centres.length; k++) (target[k] as Float64Array)[index] = values[k] as number;
  }
  for (const ax of carried) {
    if ((seen[ax] as Uint8Array).includes(0)) throw recordError('missingLines', { types: `s (${ax})` });
  }
  return { ...head, bands };
}

const pow10 = [1, 10, 100, 1000, 10000, 100000, 1000000];

/**
 * Scans an `s` line's text after "s;" — `<offset>;<axis>;<a1>;…;<an>` — without allocating (a 10 h
 * record at 1 s has 108,000 of them): returns the offset, fills `values` (exactly n, each
 * -?\d+(\.\d+)?, 0–10000). The axis is checked by the caller (one character after the offset).
 */
function scanBandLine(line: RecordLine, values: Float64Array): number {
  const { text, end, no } = line;
  let i = line.start;
  let offset = 0;
  const offsetStart = i;
  while (i < end && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
    offset = offset * 10 + text.charCodeAt(i++) - 48;
  if (i === offsetStart || i - offsetStart > 9 || text.charCodeAt(i) !== 59)
    throw recordError('badLine', { line: no });
  i++;
  if (i + 1 >= end || text.charCodeAt(i + 1) !== 59) throw recordError('badLine', { line: no });
  i += 2;
  const n = values.length;
  for (let k = 0; k < n; k++) {
    const from = i;
    const negative = text.charCodeAt(i) === 45;
    if (negative) i++;
    let mantissa = 0;
    const intStart = i;
    let ch = text.charCodeAt(i);
    while (i < end && ch >= 48 && ch <= 57) {
      mantissa = mantissa * 10 + (ch - 48);
      ch = text.charCodeAt(++i);
    }
    let digits = i - intStart;
    let decimals = 0;
    if (i < end && ch === 46 && digits > 0) {
      const fracStart = ++i;
      ch = text.charCodeAt(i);
      while (i < end && ch >= 48 && ch <= 57) {
        mantissa = mantissa * 10 + (ch - 48);
        ch = text.charCodeAt(++i);
      }
      decimals = i - fracStart;
      if (decimals === 0) digits = 0;
    }
    const atEnd = i >= end;
    if (digits === 0 || (!atEnd && ch !== 59)) {
      if (from >= end) throw recordError('truncatedLine', { line: no });
      let stop = text.indexOf(';', from);
      if (stop === -1 || stop > end) stop = end;
      throw recordError('notNumber', { line: no, value: text.slice(from, Math.min(stop, from + 20)) });
    }
    let value =
      digits + decimals > 15 || decimals >= pow10.length
        ? Number(text.slice(negative ? from + 1 : from, i))
        : mantissa / (pow10[decimals] as number);
    if (negative) value = -value;
    if (value < wide.min || value > wide.max) {
      throw recordError('outOfRange', { line: no, value: text.slice(from, i), min: wide.min, max: wide.max });
    }
    values[k] = value;
    if (k < n - 1) {
      if (atEnd) throw recordError('truncatedLine', { line: no });
      i++;
    } else if (!atEnd) throw recordError('truncatedLine', { line: no });
  }
  return offset;
}

/** Up to `significant` digits, plain decimal notation (the parser reads no exponents). */
export function fmtSignificant(value: number, significant = 6): string {
  if (value === 0 || !Number.isFinite(value)) return fmt(value, 0);
  const decimals = Math.min(15, Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(value)))));
  const text = value.toFixed(decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function formatAxPro(r: AxProRecord): string {
  const s = r.spectrum;
  const bands = s ? `;${s.resolution};${s.axis}` : '';
  const header = [
    `z;4;${r.serialNumber};${r.firmware ?? ''}`,
    `a;${r.start.slice(0, 10)};${r.start.slice(11, 19)};${r.intervalSeconds};${r.offsets.length};${r.evaluationType};${r.factor}${bands}`,
    `c;${r.serialNumber}`,
  ];
  if (s) header.push(`b;${Array.from(s.centres, (f) => fmtSignificant(f, 5)).join(';')}`);
  const carried = s ? axProAxes.flatMap((ax) => (s.bands[ax] ? [[ax, s.bands[ax]] as const] : [])) : [];
  const q = r.fourthPower;
  const p = r.peak;
  return formatRecordText(header, r.offsets.length, (i) => {
    let line = `d;${r.offsets[i]};${fmt(r.x[i] as number, 3)};${fmt(r.y[i] as number, 3)};${fmt(r.z[i] as number, 3)}`;
    if (q && p) {
      const extra = [q.x, q.y, q.z].map((v) => fmtSignificant(v[i] as number));
      extra.push(...[p.x, p.y, p.z].map((v) => fmt(v[i] as number, 3)));
      line += `;${extra.join(';')}`;
    }
    for (const [ax, bands] of carried) {
      const values = bands.map((band) => fmtSignificant(band[i] as number, 4));
      line += `\r\ns;${r.offsets[i]};${ax};${values.join(';')}`;
    }
    return line;
  });
}
