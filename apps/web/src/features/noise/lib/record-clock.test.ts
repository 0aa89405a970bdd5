// The zone is Brazil's in this process (Node re-reads it when process.env.TZ changes): in UTC a
// clock and the time from the file's start read the same, and these tests could not fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClock } from './record-clock';

const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

const relative = recordClock({ timeBase: 'relative', startMs: 0 } as never);

describe('the times of a record timed from its file start', () => {
  it('the zone is in force', () => {
    expect(new Date(0).getHours()).toBe(21);
  });

  it('are written from the start, never through the clock (0 is not 31/12/1969 21:00)', () => {
    expect(relative.relative).toBe(true);
    expect(relative.time(0)).toBe('00:00:00');
    expect(relative.dateTime(5_415_000)).toBe('01:30:15');
    expect(relative.dayTick(94_200_000)).toBe('26:10');
  });

  it('are typed from the start, and an end must come after its start', () => {
    expect(relative.parse('01:30')).toBe(5_400_000);
    expect(relative.parse('26:10:05')).toBe(94_205_000);
    expect(relative.parse('01:30', 5_400_001)).toBeUndefined();
    expect(relative.parse('01:31', 5_400_001)).toBe(5_460_000);
    expect(relative.parse('1h30')).toBeUndefined();
  });
});

describe('the times of a record with dates', () => {
  // Made in each test: the zone is set before the tests run, not while they are collected.
  const at = () => new Date(2026, 10, 30, 22, 0, 0).getTime();
  const clockAt = (start: number) => recordClock({ timeBase: 'absolute', startMs: start } as never);

  it('are the local clock and date', () => {
    const start = at();
    const dated = clockAt(start);
    expect(dated.relative).toBe(false);
    expect(dated.time(start)).toBe('22:00:00');
    expect(dated.dateTime(start)).toBe('30/11/2026 22:00:00');
  });

  it('are typed as the first such clock time at or after the start (past midnight: the next day)', () => {
    const start = at();
    const dated = clockAt(start);
    expect(dated.parse('23:00')).toBe(start + 3_600_000);
    expect(dated.parse('01:00')).toBe(new Date(2026, 11, 1, 1, 0, 0).getTime());
  });
});
