import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../records/parse-record.ts';

const itemp =
  'a;3;2026-01-20;13:00:00;22110007804B;60;2\r\nc;22110007804B\r\nd;0;41.2;31.0;25.3;50\r\nd;60;42.0;31.4;25.5;49\r\n';

describe('Itemp record', () => {
  it('globe, dry bulb, wet bulb and humidity per interval', () => {
    const result = parseRecord('itemp', itemp);
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.kind !== 'itemp') return;
    expect(Array.from(result.data.globe)).toEqual([41.2, 42]);
    expect(Array.from(result.data.dryBulb)).toEqual([31, 31.4]);
    expect(Array.from(result.data.wetBulb)).toEqual([25.3, 25.5]);
    expect(Array.from(result.data.humidity)).toEqual([50, 49]);
    expect(result.data.intervalSeconds).toBe(60);
  });
  it('humidity above 100 % is out of range', () => {
    const result = parseRecord('itemp', itemp.replace(';49\r', ';101\r'));
    expect(!result.ok && result.reason.key).toBe('devices:records.outOfRange');
  });
});
