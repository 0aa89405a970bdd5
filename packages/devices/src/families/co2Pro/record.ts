import { dateTime } from '../../records/lines.ts';
import { formatRecordText, openZRecord } from '../../records/record-frame.ts';
import { fmt, parseRows } from '../../records/rows.ts';

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

/** `z;5;<serial>;<fw>`, `a;<date>;<time>;<interval>;<count>`, `c;<serial>`, `d;<offset>;<ppm>;<°C>;<%>`. */
export function parseCo2Pro(text: string): Co2ProRecord {
  const { lines, z, a, intervalSeconds: interval, declaredCount } = openZRecord(text, '5', 4);
  const rows = parseRows(
    lines,
    [
      { name: 'co2', min: 0, max: 50_000 },
      { name: 'temperature', min: -40, max: 100 },
      { name: 'humidity', min: 0, max: 100 },
    ],
    interval,
    declaredCount,
  );
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
