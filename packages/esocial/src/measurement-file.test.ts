import { describe, expect, it } from 'vitest';
import { figuresOfFile } from './measurement-file.ts';

/** A samples CSV at 1 min from `start` (device clock), each [level dB(A), minutes] in turn. */
function samplesCsv(start: Date, segments: [number, number][]): Uint8Array {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines = ['time,LAeq'];
  let at = start.getTime();
  for (const [level, count] of segments)
    for (let i = 0; i < count; i++, at += 60_000) {
      const d = new Date(at);
      lines.push(
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00,${level}`,
      );
    }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

describe('figures of a noise record longer than a day', () => {
  // 2024-01-15 22:00, 26 h at 1 min: day 1 two hours at 95 dB(A); day 2 eight hours at 88 dB(A), then
  // sixteen at 70 dB(A) (below the 80 dB(A) threshold).
  const bytes = samplesCsv(new Date(2024, 0, 15, 22, 0, 0), [
    [95, 120],
    [88, 480],
    [70, 960],
  ]);

  it("are the worst day's (NHO-01), dated that day, with the number of days", () => {
    const f = figuresOfFile(bytes, { file: 'week.csv' });
    if (f.family !== 'noise') throw new Error(f.family);
    // Day 1: D = 120/480 · 2^((95−85)/3) = 251.98 % of its 120-min workday (day 2: 480/480 · 2^1 = 200 %);
    // NEN = 95 + 10·log10(120/480) = 88.98 dB(A), given to 0.1 dB.
    expect(f.dailyDosePct).toBeCloseTo(25 * 2 ** (10 / 3), 6);
    expect(f.nen).toBe(Math.round(10 * (95 + 10 * Math.log10(120 / 480))) / 10);
    expect(f.source.date).toBe('2024-01-15');
    expect(f.ofDays).toBe(2);
  });

  it('a record of a day or less keeps its figures over the whole record', () => {
    const day = samplesCsv(new Date(2024, 0, 16, 8, 0, 0), [[88, 480]]);
    const f = figuresOfFile(day, { file: 'day.csv' });
    if (f.family !== 'noise') throw new Error(f.family);
    expect(f.dailyDosePct).toBeCloseTo(200, 6);
    expect(f.ofDays).toBeUndefined();
  });
});
