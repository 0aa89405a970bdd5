import { describe, expect, it } from 'vitest';
import { clockToMs, dayTick, formatMinutes, formatNumber } from './format';

describe('typed clock times for a record (device wall clock)', () => {
  const start = new Date(2026, 2, 10, 22, 0, 0).getTime(); // record starts 10/03 22:00

  it('takes the first such time at or after the record start, across midnight', () => {
    expect(clockToMs('22:30', start)).toBe(new Date(2026, 2, 10, 22, 30, 0).getTime());
    expect(clockToMs('01:15:30', start)).toBe(new Date(2026, 2, 11, 1, 15, 30).getTime());
    expect(clockToMs('22:00:00', start)).toBe(start);
  });

  it('an end time is looked for after the start', () => {
    const s = clockToMs('23:00:00', start) as number;
    expect(clockToMs('00:30:00', start, s + 1)).toBe(new Date(2026, 2, 11, 0, 30, 0).getTime());
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', '24:00', '12:60', '7h30', '12:00:61', 'abc'])
      expect(clockToMs(bad, start)).toBeUndefined();
  });
});

describe('figures as in the report', () => {
  it('one decimal with the language separator; minutes as hh"h"mm', () => {
    expect(formatNumber('pt-BR', 105.5047)).toBe('105,5');
    expect(formatNumber('en', 105.5047)).toBe('105.5');
    expect(formatNumber('pt-BR', null)).toBe('-');
    expect(formatMinutes(438)).toBe('07h18');
  });
});

describe('dayTick', () => {
  it('reads the date at local midnight and the clock at any other moment', () => {
    expect(dayTick(new Date(2026, 4, 5, 0, 0, 0).getTime())).toBe('05/05');
    expect(dayTick(new Date(2026, 11, 31, 0, 0, 0).getTime())).toBe('31/12');
    expect(dayTick(new Date(2026, 4, 5, 12, 0, 0).getTime())).toBe('12:00:00');
    expect(dayTick(new Date(2026, 4, 5, 0, 0, 1).getTime())).toBe('00:00:01');
    expect(dayTick(new Date(2026, 4, 5, 0, 0, 0).getTime() + 1)).toBe('00:00:00');
  });
});
