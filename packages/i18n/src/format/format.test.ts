import { describe, expect, it } from 'vitest';
import {
  datePattern,
  decimalSeparator,
  formatDuration,
  formatElapsed,
  formatInputNumber,
  formatLocalDate,
  formatMebibytes,
  formatNumber,
  formatSize,
  formatTick,
  fromIsoDate,
  parseDecimal,
  parseDuration,
  parseElapsed,
  parseLocalDate,
  toIsoDate,
  unitParts,
  unitText,
} from './index.ts';

describe('numbers', () => {
  it('the decimal comma in pt-BR and es, the point in en', () => {
    expect(formatNumber('pt-BR', 2.4543, 3)).toBe('2,454');
    expect(formatNumber('es', 2.4543, 3)).toBe('2,454');
    expect(formatNumber('en', 2.4543, 3)).toBe('2.454');
    expect(formatNumber('pt-BR', 30, 1)).toBe('30,0');
    expect(decimalSeparator('pt-BR')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });

  it('groups thousands the same way in every language (es too, from four digits)', () => {
    expect(formatNumber('pt-BR', 1234.5, 1)).toBe('1.234,5');
    expect(formatNumber('es', 1234.5, 1)).toBe('1.234,5');
    expect(formatNumber('en', 1234.5, 1)).toBe('1,234.5');
    expect(formatNumber('pt-BR', 1234.5, 1, false)).toBe('1234,5');
  });

  it('a dash for no value', () => {
    expect(formatNumber('pt-BR', null)).toBe('-');
    expect(formatNumber('pt-BR', Number.NaN)).toBe('-');
  });

  it('input values: no grouping, no trailing zeros, read back by parseDecimal', () => {
    expect(formatInputNumber('pt-BR', 2.4543)).toBe('2,4543');
    expect(formatInputNumber('pt-BR', 1234.5)).toBe('1234,5');
    expect(formatInputNumber('en', 0.5)).toBe('0.5');
    expect(formatInputNumber('pt-BR', null)).toBe('');
    for (const v of [2.4543, 0.001, 1234.5, -3.25])
      expect(parseDecimal(formatInputNumber('pt-BR', v))).toBe(v);
  });

  it('parseDecimal takes a comma or a point and nothing else', () => {
    expect(parseDecimal('2,45')).toBe(2.45);
    expect(parseDecimal('2.45')).toBe(2.45);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('1.234,5')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('sizes (binary units, as the server counts)', () => {
  it('1024 MiB is 1 GiB, not "1,1 GB"', () => {
    expect(formatMebibytes('pt-BR', 1024)).toBe('1 GiB');
    expect(formatSize('pt-BR', 1024 ** 3)).toBe('1 GiB');
    expect(formatMebibytes('pt-BR', 50)).toBe('50 MiB');
  });

  it('one decimal below 100, the language separator', () => {
    expect(formatSize('pt-BR', 1536)).toBe('1,5 KiB');
    expect(formatSize('en', 1536)).toBe('1.5 KiB');
    expect(formatSize('pt-BR', 999)).toBe('999 B');
    expect(formatSize('pt-BR', 150 * 1024 * 1024)).toBe('150 MiB');
    expect(formatSize('pt-BR', undefined)).toBe('—');
  });

  it('a value that rounds to 1024 of a unit is one of the next; 1000-1023 have no thousands separator', () => {
    // The archive's free space with 195 KiB used of 1 GiB: 1 073 541 824 B = 1023.81 MiB.
    expect(formatSize('pt-BR', 1024 ** 3 - 200_000)).toBe('1 GiB');
    expect(formatSize('en', 1024 ** 3 - 200_000)).toBe('1 GiB');
    // 1023.4 MiB rounds to 1023: still mebibytes, four digits written whole.
    expect(formatSize('pt-BR', 1023.4 * 1024 ** 2)).toBe('1023 MiB');
    expect(formatSize('en', 1000 * 1024)).toBe('1000 KiB');
    expect(formatSize('es', 1023)).toBe('1023 B');
    // 99.96 KiB rounds (one decimal) to 100.0: written as 100 KiB.
    expect(formatSize('pt-BR', 99.96 * 1024)).toBe('100 KiB');
    // The largest unit still groups its thousands.
    expect(formatSize('pt-BR', 20_000 * 1024 ** 4)).toBe('20.000 TiB');
  });
});

describe('chart axis ticks', () => {
  it('are grouped with the language separators, decimals only when the tick has them', () => {
    expect(formatTick('pt-BR', 1200)).toBe('1.200');
    expect(formatTick('pt-BR', 0.25)).toBe('0,25');
    expect(formatTick('es', 36000)).toBe('36.000');
    expect(formatTick('en', 1200)).toBe('1,200');
    expect(formatTick('en', 0.125)).toBe('0.125');
    expect(formatTick('pt-BR', 0)).toBe('0');
  });
});

describe('times from a file start (HH:mm:ss, no clock)', () => {
  it('writes ms as HH:mm:ss, hours past 24, whatever the time zone', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(5_400_000)).toBe('01:30:00');
    expect(formatElapsed(94_205_000)).toBe('26:10:05');
    expect(formatElapsed(94_205_999)).toBe('26:10:05');
    expect(formatElapsed(94_205_000, false)).toBe('26:10');
    expect(formatElapsed(-1)).toBe('');
    expect(formatElapsed(Number.NaN)).toBe('');
  });

  it('reads what it writes back, and refuses what is not a time', () => {
    for (const ms of [0, 1_000, 5_400_000, 94_205_000, 359_999_000])
      expect(parseElapsed(formatElapsed(ms))).toBe(ms);
    expect(parseElapsed('1:30')).toBe(5_400_000);
    expect(parseElapsed(' 01:30:15 ')).toBe(5_415_000);
    expect(parseElapsed('01:60')).toBeNull();
    expect(parseElapsed('01:30:60')).toBeNull();
    expect(parseElapsed('1h30')).toBeNull();
    expect(parseElapsed('')).toBeNull();
  });
});

describe('durations (HH:mm, minutes accepted)', () => {
  it('writes whole minutes as HH:mm', () => {
    expect(formatDuration(480)).toBe('08:00');
    expect(formatDuration(490)).toBe('08:10');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(1590)).toBe('26:30');
    expect(formatDuration(null)).toBe('');
  });

  it('reads HH:mm, H:mm, HH:mm:00 and plain minutes', () => {
    expect(parseDuration('08:10')).toBe(490);
    expect(parseDuration('8:10')).toBe(490);
    expect(parseDuration('08:10:00')).toBe(490);
    expect(parseDuration('480')).toBe(480);
    expect(parseDuration('08:60')).toBeNull();
    expect(parseDuration('08:10:30')).toBeNull();
    expect(parseDuration('8h')).toBeNull();
    expect(parseDuration('')).toBeNull();
  });
});

describe('dates', () => {
  const day = new Date(2026, 1, 3);
  it('dd/MM/yyyy in pt-BR and es, MM/dd/yyyy in en', () => {
    expect(datePattern('pt-BR')).toBe('dd/MM/yyyy');
    expect(formatLocalDate('pt-BR', day)).toBe('03/02/2026');
    expect(formatLocalDate('es', day)).toBe('03/02/2026');
    expect(formatLocalDate('en', day)).toBe('02/03/2026');
  });

  it('reads what it writes and rejects dates that do not exist', () => {
    expect(parseLocalDate('pt-BR', '03/02/2026')?.getTime()).toBe(day.getTime());
    expect(parseLocalDate('en', '02/03/2026')?.getTime()).toBe(day.getTime());
    expect(parseLocalDate('pt-BR', '31/02/2026')).toBeNull();
    expect(parseLocalDate('en', '13/01/2026')).toBeNull();
    expect(parseLocalDate('pt-BR', '2026-02-03')).toBeNull();
    expect(toIsoDate(day)).toBe('2026-02-03');
    expect(fromIsoDate('2026-02-03')?.getTime()).toBe(day.getTime());
    expect(fromIsoDate('2026-02-30')).toBeNull();
  });
});

describe('units', () => {
  it('m/s^1.75 has its exponent apart, with the decimal comma in pt-BR', () => {
    expect(unitParts('pt-BR', 'm/s^1.75')).toEqual({ base: 'm/s', exponent: '1,75' });
    expect(unitParts('en', 'm/s^1.75')).toEqual({ base: 'm/s', exponent: '1.75' });
    expect(unitParts('pt-BR', 'dB(A)')).toEqual({ base: 'dB(A)' });
  });

  it('plain text uses superscript digits and never a caret', () => {
    expect(unitText('pt-BR', 'm/s^1.75')).toBe('m/s¹,⁷⁵');
    expect(unitText('pt-BR', 'm/s^2')).toBe('m/s²');
    expect(unitText('pt-BR', '°C')).toBe('°C');
  });
});
