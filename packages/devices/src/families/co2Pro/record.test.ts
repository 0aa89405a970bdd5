import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../records/parse-record.ts';

const axPro =
  'z;4;24030001507A;2.3.1;1.0.4\na;2026-02-05;08:10:00;1;2;handArm;1\nc;24030001507A\nd;0;3.1;2.2;4.05\nd;1;0.15;0.1;0.2\n';
const co2 =
  'z;5;24060002208A;2.1.0\na;2026-04-02;08:00:00;60;3\nc;24060002208A\nd;0;421;22.1;45\nd;60;460;22.2;46\nd;120;512;22.4;46\n';

describe('CO2Pro record', () => {
  it('ppm, temperature and humidity', () => {
    const result = parseRecord('co2Pro', co2);
    if (!result.ok || result.data.kind !== 'co2Pro') throw new Error('expected a CO2Pro record');
    expect(Array.from(result.data.co2)).toEqual([421, 460, 512]);
    expect(Array.from(result.data.offsets)).toEqual([0, 60, 120]);
  });
  it('a record of another family is refused', () => {
    const result = parseRecord('co2Pro', axPro);
    expect(!result.ok && result.reason.key).toBe('devices:records.wrongFamily');
  });
});
