import { describe, expect, it } from 'vitest';
import { valueOfFile } from './statistic-agents.ts';

const bytes = (lines: string[], eol = '\n') => new TextEncoder().encode(`${lines.join(eol)}${eol}`);

describe('the statistics value of a record longer than a day is its worst day’s', () => {
  it('noise, NR-15 level: day 2 of the 32-h record (NEN = 85 + 16.61·log10(2^(3/5)) = 88.0 dB(A))', () => {
    // Timed in seconds (24-h blocks): day 1 2 h at 95 dB(A) + 22 h at 70; day 2 8 h at 88 (NR-15 q = 5:
    // day 1 D = 120/120 = 100 %, uncertainty; day 2 D = 2^(3/5) = 151.6 %, above the limit: the worst).
    const rows = ['time,LAeq'];
    for (let i = 0; i < 32 * 60; i++) rows.push(`${i * 60},${i < 120 ? 95 : i < 1440 ? 70 : 88}`);
    expect(valueOfFile('noise-nr15', bytes(rows))).toBeCloseTo(88, 9);
  });

  it('CO2, 8-h TWA: day 2 of the CO2Pro record (2,000 ppm · 1,440 min / 480 = 6,000 ppm)', () => {
    const lines = ['z;5;24060002208A;1.0', 'a;2024-02-01;12:00:00;3600;36', 'c;24060002208A'];
    for (let i = 0; i < 36; i++) lines.push(`d;${i * 3600};${i < 12 ? 1000 : 2000};22.5;50`);
    expect(valueOfFile('co2', bytes(lines, '\r\n'))).toBeCloseTo(6000, 9);
  });
});
