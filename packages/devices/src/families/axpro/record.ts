import {
  choiceField,
  dateTime,
  firstOf,
  needFields,
  num,
  type RecordLine,
  recordError,
  requireTypes,
  splitRecord,
} from '../../records/lines.ts';
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
  const lines = splitRecord(text);
  const z = lines[0] as RecordLine;
  if (z.type !== 'z' || z.fields[0] !== '4') throw recordError('wrongFamily');
  requireTypes(lines, ['z', 'a', 'c', 'd']);
  needFields(z, 2);
  const a = firstOf(lines, 'a');
  needFields(a, 6);
  firstOf(lines, 'c');
  const interval = num(a, 2, 1, 3600);
  const rows = parseRows(
    lines,
    [
      { name: 'x', ...accel },
      { name: 'y', ...accel },
      { name: 'z', ...accel },
    ],
    interval,
    num(a, 3, 0, 1e7),
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
  const out = [
    `z;4;${r.serialNumber};${r.firmware ?? ''}`,
    `a;${r.start.slice(0, 10)};${r.start.slice(11, 19)};${r.intervalSeconds};${r.offsets.length};${r.evaluationType};${r.factor}`,
    `c;${r.serialNumber}`,
  ];
  for (let i = 0; i < r.offsets.length; i++) {
    out.push(
      `d;${r.offsets[i]};${fmt(r.x[i] as number, 3)};${fmt(r.y[i] as number, 3)};${fmt(r.z[i] as number, 3)}`,
    );
  }
  return `${out.join('\r\n')}\r\n`;
}
