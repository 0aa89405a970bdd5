import { choiceField, dateTime, num } from '../../records/lines.ts';
import { formatRecordText, openZRecord } from '../../records/record-frame.ts';
import { fmt, parseRows } from '../../records/rows.ts';

export type EvaluationType = 'none' | 'handArm' | 'wholeBody' | 'analog';

/** AxPro vibration record: frequency-weighted r.m.s. acceleration per interval and axis, m/s². */
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
}

const accel = { min: 0, max: 1000 };

/** `z;4;<serial>;<fw>;<ble>`, `a;<date>;<time>;<interval>;<count>;<evaluation>;<factor>`, `c;<serial>`, `d;<offset>;<x>;<y>;<z>`. */
export function parseAxPro(text: string): AxProRecord {
  const { lines, z, a, intervalSeconds: interval, declaredCount } = openZRecord(text, '4', 6);
  const rows = parseRows(
    lines,
    [
      { name: 'x', ...accel },
      { name: 'y', ...accel },
      { name: 'z', ...accel },
    ],
    interval,
    declaredCount,
  );
  const [x, y, zAxis] = rows.columns as [Float64Array, Float64Array, Float64Array];
  return {
    kind: 'axPro',
    serialNumber: z.fields[1] as string,
    firmware: z.fields[2] || undefined,
    start: dateTime(a, 0),
    intervalSeconds: interval,
    evaluationType: choiceField(a, 4, ['none', 'handArm', 'wholeBody', 'analog']) as EvaluationType,
    factor: num(a, 5, 0, 200),
    offsets: rows.offsets,
    x,
    y,
    z: zAxis,
  };
}

export function formatAxPro(r: AxProRecord): string {
  const header = [
    `z;4;${r.serialNumber};${r.firmware ?? ''}`,
    `a;${r.start.slice(0, 10)};${r.start.slice(11, 19)};${r.intervalSeconds};${r.offsets.length};${r.evaluationType};${r.factor}`,
    `c;${r.serialNumber}`,
  ];
  return formatRecordText(
    header,
    r.offsets.length,
    (i) =>
      `d;${r.offsets[i]};${fmt(r.x[i] as number, 3)};${fmt(r.y[i] as number, 3)};${fmt(r.z[i] as number, 3)}`,
  );
}
