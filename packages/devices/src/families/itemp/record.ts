import {
  dateTime,
  firstOf,
  needFields,
  num,
  type RecordLine,
  recordError,
  requireTypes,
  splitRecord,
} from '../../records/lines.ts';
import { formatRecordText } from '../../records/record-frame.ts';
import { fmt, parseRows, type Rows } from '../../records/rows.ts';

/** ITEMP heat-stress record: globe (tg), dry-bulb (tbs), natural wet-bulb (tbn) in °C, humidity %. */
export interface ItempRecord {
  kind: 'itemp';
  serialNumber: string;
  start: string;
  intervalSeconds: number;
  offsets: Float64Array;
  globe: Float64Array;
  dryBulb: Float64Array;
  wetBulb: Float64Array;
  humidity: Float64Array;
}

const temperature = { min: -40, max: 150 };

/** The `d` columns: globe, dry-bulb, natural wet-bulb °C, % relative humidity. */
export const itempColumns = [
  { name: 'tg', ...temperature },
  { name: 'tbs', ...temperature },
  { name: 'tbn', ...temperature },
  { name: 'rh', min: 0, max: 100 },
] as const;

/** `a;3;<date>;<time>;<serial>;<interval>;<count>` then `c;<serial>` and `d;<offset>;<tg>;<tbs>;<tbn>;<rh>`. */
export function parseItemp(text: string): ItempRecord {
  const lines = splitRecord(text);
  return itempOf(lines, (interval, count) => parseRows(lines, itempColumns, interval, count));
}

/** The record from its lines, checked, and its rows (shared with the byte scanner). */
export function itempOf(lines: RecordLine[], rowsOf: (interval: number, count: number) => Rows): ItempRecord {
  const a = lines[0] as RecordLine;
  if (a.type !== 'a' || a.fields[0] !== '3') throw recordError('wrongFamily');
  requireTypes(lines, ['a', 'c', 'd']);
  needFields(a, 6);
  firstOf(lines, 'c');
  const interval = num(a, 4, 1, 3600);
  const rows = rowsOf(interval, num(a, 5, 0, 1e7));
  const [globe, dryBulb, wetBulb, humidity] = rows.columns as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  return {
    kind: 'itemp',
    serialNumber: a.fields[3] as string,
    start: dateTime(a, 1),
    intervalSeconds: interval,
    offsets: rows.offsets,
    globe,
    dryBulb,
    wetBulb,
    humidity,
  };
}

export function formatItemp(r: ItempRecord): string {
  const header = [
    `a;3;${r.start.slice(0, 10)};${r.start.slice(11, 19)};${r.serialNumber};${r.intervalSeconds};${r.offsets.length}`,
    `c;${r.serialNumber}`,
  ];
  return formatRecordText(
    header,
    r.offsets.length,
    (i) =>
      `d;${r.offsets[i]};${fmt(r.globe[i] as number)};${fmt(r.dryBulb[i] as number)};${fmt(r.wetBulb[i] as number)};${fmt(r.humidity[i] as number, 0)}`,
  );
}
