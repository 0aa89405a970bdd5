import {
  firstOf,
  needFields,
  num,
  type RecordLine,
  recordError,
  requireTypes,
  splitRecord,
} from './lines.ts';

/** The lines of a `z`-headed record (AxPro, CO2Pro) once its family, header and `a` line are checked. */
export interface ZRecordFrame {
  lines: RecordLine[];
  z: RecordLine;
  a: RecordLine;
  intervalSeconds: number;
  /** The record count the `a` line declares (checked against the data lines by parseRows). */
  declaredCount: number;
}

/**
 * `z;<family>;<serial>;…`, `a;<date>;<time>;<interval>;<count>;…`, `c;<serial>`, then `d` lines:
 * the frame shared by the AxPro and CO2Pro records (docs/protocol.md).
 */
export function openZRecord(
  text: string,
  familyCode: string,
  aFieldCount: number,
  unsplit = 'd',
): ZRecordFrame {
  return zRecordFrame(splitRecord(text, unsplit), familyCode, aFieldCount);
}

/** openZRecord's checks on lines already split (a byte scanner's header lines and a `d` marker). */
export function zRecordFrame(lines: RecordLine[], familyCode: string, aFieldCount: number): ZRecordFrame {
  const z = lines[0] as RecordLine;
  if (z.type !== 'z' || z.fields[0] !== familyCode) throw recordError('wrongFamily');
  requireTypes(lines, ['z', 'a', 'c', 'd']);
  needFields(z, 2);
  const a = firstOf(lines, 'a');
  needFields(a, aFieldCount);
  firstOf(lines, 'c');
  return { lines, z, a, intervalSeconds: num(a, 2, 1, 3600), declaredCount: num(a, 3, 0, 1e7) };
}

/** Header lines, then one `d` line per record, CRLF-terminated as the devices write them. */
export function formatRecordText(
  header: readonly string[],
  count: number,
  dLine: (i: number) => string,
): string {
  const out = [...header];
  for (let i = 0; i < count; i++) out.push(dLine(i));
  return `${out.join('\r\n')}\r\n`;
}
