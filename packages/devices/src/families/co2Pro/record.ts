import { dateTime } from '../../records/lines.ts';
import { formatRecordText, openZRecord, type ZRecordFrame } from '../../records/record-frame.ts';
import { fmt, parseRows, type Rows } from '../../records/rows.ts';

/** CO2Pro record: CO2 in ppm, temperature °C and relative humidity % per interval. */
export interface Co2ProRecord {
  kind: 'co2Pro';
  serialNumber: string;
  firmware: string | undefined;
  start: string;
  intervalSeconds: number;
  offsets: Float64Array;
  co2: Float64Array;
  temperature: Float64Array;
  humidity: Float64Array;
}

/** The `d` columns: CO2 ppm, °C, % relative humidity. */
export const co2ProColumns = [
  { name: 'co2', min: 0, max: 50_000 },
  { name: 'temperature', min: -40, max: 100 },
  { name: 'humidity', min: 0, max: 100 },
] as const;

/** `z;5;<serial>;<fw>`, `a;<date>;<time>;<interval>;<count>`, `c;<serial>`, `d;<offset>;<ppm>;<°C>;<%>`. */
export function parseCo2Pro(text: string): Co2ProRecord {
  const frame = openZRecord(text, '5', 4);
  return co2ProOf(frame, parseRows(frame.lines, co2ProColumns, frame.intervalSeconds, frame.declaredCount));
}

/** The record from its checked frame and its rows (shared with the byte scanner). */
export function co2ProOf(frame: ZRecordFrame, rows: Rows): Co2ProRecord {
  const { z, a, intervalSeconds: interval } = frame;
  const [co2, temperature, humidity] = rows.columns as [Float64Array, Float64Array, Float64Array];
  return {
    kind: 'co2Pro',
    serialNumber: z.fields[1] as string,
    firmware: z.fields[2] || undefined,
    start: dateTime(a, 0),
    intervalSeconds: interval,
    offsets: rows.offsets,
    co2,
    temperature,
    humidity,
  };
}

export function formatCo2Pro(r: Co2ProRecord): string {
  const header = [
    `z;5;${r.serialNumber};${r.firmware ?? ''}`,
    `a;${r.start.slice(0, 10)};${r.start.slice(11, 19)};${r.intervalSeconds};${r.offsets.length}`,
    `c;${r.serialNumber}`,
  ];
  return formatRecordText(
    header,
    r.offsets.length,
    (i) =>
      `d;${r.offsets[i]};${fmt(r.co2[i] as number, 0)};${fmt(r.temperature[i] as number)};${fmt(r.humidity[i] as number, 0)}`,
  );
}
