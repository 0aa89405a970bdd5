import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  calendarDaysOfOffsets,
  longerThanADay,
  localEpochStart,
  wallClockAt,
  wallClockStart,
  worstDayIndex,
} from './calendar-days.ts';

describe('calendar days of a record', () => {
  it('a record of exactly 24 h is one day; one interval more is longer than a day', () => {
    expect(longerThanADay(60, 1440)).toBe(false);
    expect(longerThanADay(60, 1441)).toBe(true);
    expect(longerThanADay(1, 7 * 86_400)).toBe(true);
  });

  it('splits at midnight of the record clock: 22:00 + 26 h at 1 min = 2 h, 24 h', () => {
    const days = calendarDays(wallClockStart('2024-01-15T22:00:00'), 60, 26 * 60);
    expect(days).toEqual([
      { day: 1, date: '2024-01-15', from: 0, to: 120 },
      { day: 2, date: '2024-01-16', from: 120, to: 1560 },
    ]);
  });

  it('month and year ends: 2024-12-31 12:00 for 2 days at 1 h', () => {
    const days = calendarDays(wallClockStart('2024-12-31T12:00:00'), 3600, 48);
    expect(days.map((d) => [d.date, d.to - d.from])).toEqual([
      ['2024-12-31', 12],
      ['2025-01-01', 24],
      ['2025-01-02', 12],
    ]);
  });

  it('an interval belongs to the day its start falls on (23:59:50 with 60 s intervals)', () => {
    const days = calendarDays(wallClockStart('2024-01-15T23:58:50'), 60, 3);
    // starts 23:58:50, 23:59:50 (day 1), 00:00:50 (day 2)
    expect(days.map((d) => [d.date, d.from, d.to])).toEqual([
      ['2024-01-15', 0, 2],
      ['2024-01-16', 2, 3],
    ]);
  });

  it('relative times: 24-h blocks from the start, no date', () => {
    const days = calendarDays({ date: null, secondOfDay: 0 }, 3600, 50);
    expect(days).toEqual([
      { day: 1, date: null, from: 0, to: 24 },
      { day: 2, date: null, from: 24, to: 48 },
      { day: 3, date: null, from: 48, to: 50 },
    ]);
  });

  it('offsets with a gap: a day without data is left out', () => {
    const offsets = [0, 3600, 2 * 86_400 + 60, 2 * 86_400 + 120];
    const days = calendarDaysOfOffsets(wallClockStart('2026-02-05T08:00:00'), offsets);
    expect(days).toEqual([
      { day: 1, date: '2026-02-05', from: 0, to: 2 },
      { day: 2, date: '2026-02-07', from: 2, to: 4 },
    ]);
  });

  it('a local epoch start gives back its wall-clock fields', () => {
    expect(localEpochStart(new Date(2024, 0, 15, 22, 30, 5).getTime())).toEqual({
      date: '2024-01-15',
      secondOfDay: 22 * 3600 + 30 * 60 + 5,
    });
  });

  it('wall-clock arithmetic crosses days and months', () => {
    expect(wallClockAt('2026-02-28T23:00:00', 7200)).toBe('2026-03-01T01:00:00');
    expect(wallClockAt('2026-02-05T00:00:00', 86_400)).toBe('2026-02-06T00:00:00');
  });
});

describe('the worst day', () => {
  const days = [
    { j: 'uncertainty', v: 95 },
    { j: 'above_limit', v: 101 },
    { j: 'above_limit', v: 250 },
    { j: 'acceptable', v: 10 },
  ] as const;
  it('is the highest judgement, then the highest figure', () => {
    expect(
      worstDayIndex(
        days,
        (d) => d.j,
        (d) => d.v,
      ),
    ).toBe(2);
  });
  it('on a tie, the first; a day without data never beats a judged one', () => {
    const tie = [
      { j: null, v: null },
      { j: 'acceptable', v: 5 },
      { j: 'acceptable', v: 5 },
    ] as const;
    expect(
      worstDayIndex(
        tie,
        (d) => d.j,
        (d) => d.v,
      ),
    ).toBe(1);
    expect(
      worstDayIndex(
        [],
        () => null,
        () => null,
      ),
    ).toBe(-1);
  });
});
