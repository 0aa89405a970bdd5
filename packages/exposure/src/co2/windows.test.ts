import { describe, expect, it } from 'vitest';
import { repeat, series } from './test-series.ts';
import { blocksAbove, fifteenMinuteBlocks, rollingMax } from './windows.ts';

describe('rolling 15-minute maximum (ACGIH STEL)', () => {
  // 1-minute registers, 60 minutes at 20,000 ppm except minutes 10–19 at 40,000 ppm.
  const co2 = repeat(20000, 60).map((v, i) => (i >= 10 && i < 20 ? 40000 : v));
  const s = series(co2, 60);

  it('finds the window holding all ten high minutes: (10·40,000 + 5·20,000)/15 = 33,333.3 ppm', () => {
    const r = rollingMax(s);
    expect(r.maxPpm).toBeCloseTo(33333.333, 2);
    // The first window holding minutes 10–19 is [5, 20) min: it starts at 300 s.
    expect(r.startS).toBe(300);
    expect(r.atLeast).toBe(false);
  });

  it('while the fixed blocks [0,15) and [15,30) min split them: (5·40,000 + 10·20,000)/15 = 26,666.7 ppm', () => {
    const blocks = fifteenMinuteBlocks(s);
    expect(blocks.map((b) => [b.startS, b.endS])).toEqual([
      [0, 900],
      [900, 1800],
      [1800, 2700],
      [2700, 3600],
    ]);
    expect(blocks[0]?.meanPpm).toBeCloseTo(26666.667, 2);
    expect(blocks[1]?.meanPpm).toBeCloseTo(26666.667, 2);
    expect(blocks[2]?.meanPpm).toBe(20000);
    expect(blocksAbove(blocks, 30000)).toEqual([]);
  });

  it('weights the register that reaches past a window by its part inside it', () => {
    // 10-minute registers 1,000 / 4,000 / 1,000 ppm over 30 minutes.
    const r = rollingMax(series([1000, 4000, 1000], 600));
    // [0, 15) min: 10 min × 1,000 + 5 min × 4,000 → 2,000; [10, 25) min: 10 × 4,000 + 5 × 1,000 → 3,000;
    // [20, 35) min ends after the record and is not a window.
    expect(r.maxPpm).toBeCloseTo(3000, 9);
    expect(r.startS).toBe(600);
    const blocks = fifteenMinuteBlocks(series([1000, 4000, 1000], 600));
    // [0, 15): 10 × 1,000 + 5 × 4,000 = 2,000; [15, 30): 5 × 4,000 + 10 × 1,000 = 2,000.
    expect(blocks.map((b) => Math.round(b.meanPpm))).toEqual([2000, 2000]);
  });

  it('is null for a record shorter than 15 minutes', () => {
    expect(rollingMax(series(repeat(800, 14), 60)).maxPpm).toBeNull();
    expect(rollingMax(series(repeat(800, 15), 60)).maxPpm).toBe(800);
  });

  it('gives pauses no weight', () => {
    // Registers at minutes 0–4 (2,000 ppm) and 10–14 (5,000 ppm); minutes 5–9 have no data.
    const offsets = [0, 1, 2, 3, 4, 10, 11, 12, 13, 14].map((m) => m * 60);
    const s = series([...repeat(2000, 5), ...repeat(5000, 5)], 60, { offsetsS: offsets });
    // Window [0, 15): (5 × 2,000 + 5 × 5,000) / 10 min of data = 3,500 ppm.
    expect(rollingMax(s).maxPpm).toBeCloseTo(3500, 9);
    const [block] = fifteenMinuteBlocks(s);
    expect(block?.meanPpm).toBeCloseTo(3500, 9);
    expect(block?.dataS).toBe(600);
  });
});

describe('15-minute blocks (SPEC §9)', () => {
  it('end with the record and mark saturated blocks as lower bounds', () => {
    // 20 one-minute registers: the last block is [15, 20) min and holds the saturated 50,000.
    const co2 = [...repeat(1000, 19), 50000];
    const blocks = fifteenMinuteBlocks(series(co2, 60));
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toMatchObject({ startS: 900, endS: 1200, atLeast: true });
    // (4 × 1,000 + 50,000) / 5 = 10,800 ppm.
    expect(blocks[1]?.meanPpm).toBeCloseTo(10800, 9);
    expect(blocks[0]?.atLeast).toBe(false);
  });
});
