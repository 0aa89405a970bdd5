import { DeviceError } from '../errors.ts';

/**
 * One line of a record text: its 1-based number, its type letter and its fields (letter excluded).
 * Data lines (`d`) are not split: `fields` is empty and `start`/`end` delimit the text after
 * "d;" so that parseRows can scan it without allocating (86,400 rows in a few tens of ms).
 */
export interface RecordLine {
  no: number;
  type: string;
  fields: string[];
  text: string;
  start: number;
  end: number;
}

export function recordError(key: string, values: Record<string, string | number> = {}): DeviceError {
  return new DeviceError('parse', `devices:records.${key}`, values);
}

/**
 * The `fields` of every unsplit line: one shared, frozen empty array instead of one per line (a
 * 24 h record at 1 s has 86,400 data lines; the allocations showed in the parse's profile).
 */
const NO_FIELDS = Object.freeze([]) as unknown as string[];

/**
 * Splits a record text into typed lines (docs/protocol.md "Record texts"): separator ';', the
 * first character is the line type, blank lines are ignored. Lines of the `unsplit` types (data
 * lines: `d`, and AxPro's `s` band lines) keep only their bounds, for the allocation-free scanners.
 */
export function splitRecord(text: string, unsplit: string = 'd'): RecordLine[] {
  const unsplitCodes = Array.from(unsplit, (c) => c.charCodeAt(0));
  if (text.trim() === '') throw recordError('empty');
  const out: RecordLine[] = [];
  let pos = 0;
  let no = 0;
  while (pos <= text.length) {
    let next = text.indexOf('\n', pos);
    if (next === -1) next = text.length;
    no++;
    let end = next;
    if (end > pos && text.charCodeAt(end - 1) === 13) end--;
    const first = text.charCodeAt(pos);
    if (end > pos && !(first <= 32 && text.slice(pos, end).trim() === '')) {
      if (end - pos > 1 && text.charCodeAt(pos + 1) !== 59) throw recordError('badLine', { line: no });
      if (unsplitCodes.includes(first)) {
        out.push({
          no,
          type: text[pos] as string,
          fields: NO_FIELDS,
          text,
          start: Math.min(pos + 2, end),
          end,
        });
      } else {
        const fields = text.slice(pos, end).split(';');
        out.push({ no, type: fields.shift() as string, fields, text, start: pos, end });
      }
    }
    pos = next + 1;
  }
  return out;
}

/** Requires at least one line of each type; names the missing ones. */
export function requireTypes(lines: readonly RecordLine[], types: readonly string[]): void {
  // One pass without an intermediate array, stopping once every type was seen.
  const missingSet = new Set(types);
  for (let i = 0; i < lines.length && missingSet.size > 0; i++)
    missingSet.delete((lines[i] as RecordLine).type);
  const missing = types.filter((t) => missingSet.has(t));
  if (missing.length > 0) throw recordError('missingLines', { types: missing.join(', ') });
}

export function firstOf(lines: readonly RecordLine[], type: string): RecordLine {
  const line = lines.find((l) => l.type === type);
  if (!line) throw recordError('missingLines', { types: type });
  return line;
}

export function needFields(line: RecordLine, count: number): void {
  if (line.fields.length < count) throw recordError('truncatedLine', { line: line.no });
}

const numberPattern = /^-?\d+(\.\d+)?$/;

export function num(line: RecordLine, index: number, min = -Infinity, max = Infinity): number {
  const raw = line.fields[index];
  if (raw === undefined) throw recordError('truncatedLine', { line: line.no });
  if (!numberPattern.test(raw)) throw recordError('notNumber', { line: line.no, value: raw.slice(0, 20) });
  const value = Number(raw);
  if (value < min || value > max) throw recordError('outOfRange', { line: line.no, value: raw, min, max });
  return value;
}

export function choiceField(line: RecordLine, index: number, options: readonly string[]): string {
  const raw = line.fields[index];
  if (raw === undefined) throw recordError('truncatedLine', { line: line.no });
  if (!options.includes(raw)) throw recordError('badValue', { line: line.no, value: raw.slice(0, 20) });
  return raw;
}

/** yyyy-MM-dd + HH:mm:ss → "yyyy-MM-ddTHH:mm:ss" (device local time, no zone). */
export function dateTime(line: RecordLine, dateIndex: number): string {
  const d = line.fields[dateIndex];
  const t = line.fields[dateIndex + 1];
  if (d === undefined || t === undefined) throw recordError('truncatedLine', { line: line.no });
  const iso = `${d}T${t}`;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(iso);
  const parsed = match
    ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!))
    : null;
  if (!match || parsed === null || parsed.toISOString().slice(0, 19) !== iso) {
    throw recordError('badDate', { line: line.no, value: iso.slice(0, 25) });
  }
  return iso;
}
