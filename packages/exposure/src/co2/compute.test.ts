import { describe, expect, it } from 'vitest';
import { twa8h } from './acgih.ts';
import { computeCo2Exposure, Co2SeriesError } from './compute.ts';
import { repeat, series } from './test-series.ts';

describe('NR-15 Anexo 11: arithmetic mean and maximum value (worked by hand)', () => {
  // Ten samplings 20 minutes apart (item 4): 3,500 3,600 3,700 3,800 3,900 4,000 4,100 4,200 4,250 4,280.
  const ten = [3500, 3600, 3700, 3800, 3900, 4000, 4100, 4200, 4250, 4280];

  it('mean 39,330 / 10 = 3,933 ppm exceeds 3,900; no sample above 4,290: no grave risk', () => {
    const r = computeCo2Exposure(series(ten, 1200)).nr15;
    expect(r.meanPpm).toBeCloseTo(3933, 9);
    expect(r.exceeds).toBe(true);
    expect(r.maxValuePpm).toBe(4290);
    expect(r.samplesAboveMaxValue).toBe(0);
    expect(r.graveAndImminentRisk).toBe(false);
    expect(r.grade).toBe('minimum');
    // First to last sampling: 9 × 20 = 180 minutes, the least item 4 allows.
    expect(r.minimumSampling).toBe(true);
  });

  it('one sample at 4,300 > 4,290 is grave and imminent risk; 4,290 itself is not', () => {
    const r = computeCo2Exposure(series([...ten.slice(0, 9), 4300], 1200)).nr15;
    expect(r.meanPpm).toBeCloseTo(3935, 9);
    expect(r.samplesAboveMaxValue).toBe(1);
    expect(r.graveAndImminentRisk).toBe(true);
    expect(computeCo2Exposure(series([...ten.slice(0, 9), 4290], 1200)).nr15.graveAndImminentRisk).toBe(
      false,
    );
  });

  it('a mean equal to 3,900 does not exceed the limit ("ultrapassar")', () => {
    // 3,800 and 4,000 alternate: mean 3,900.
    const r = computeCo2Exposure(series([3800, 4000, 3800, 4000], 60)).nr15;
    expect(r.meanPpm).toBe(3900);
    expect(r.exceeds).toBe(false);
  });

  it('nine samplings 20 minutes apart are fewer than item 4 asks', () => {
    expect(computeCo2Exposure(series(ten.slice(0, 9), 1200)).nr15.minimumSampling).toBe(false);
  });

  it('lists the 15-minute periods above 3,900 ppm', () => {
    // 1-minute registers: 15 min at 3,000, 15 min at 4,100, 15 min at 3,000.
    const r = computeCo2Exposure(series([...repeat(3000, 15), ...repeat(4100, 15), ...repeat(3000, 15)], 60));
    expect(r.nr15.periods).toEqual([{ startS: 900, endS: 1800, meanPpm: 4100, dataS: 900, atLeast: false }]);
    // Mean (15·3,000 + 15·4,100 + 15·3,000)/45 = 3,366.7: the limit is not exceeded on average.
    expect(r.nr15.meanPpm).toBeCloseTo(3366.667, 2);
    expect(r.nr15.exceeds).toBe(false);
  });
});

describe('ACGIH TLV-TWA = Σ Ci·ti / 480 min (worked by hand)', () => {
  // 1-minute registers: 240 min at 6,000 ppm then 240 min at 3,000 ppm.
  const shift = series([...repeat(6000, 240), ...repeat(3000, 240)], 60);

  it('8 h measured: (6,000·240 + 3,000·240)/480 = 4,500 ppm, below 5,000, projected to 8 h or not', () => {
    expect(computeCo2Exposure(shift).acgih.twa8hPpm).toBeCloseTo(4500, 9);
    expect(computeCo2Exposure(shift, { workdayMin: 480 }).acgih.twa8hPpm).toBeCloseTo(4500, 9);
    expect(computeCo2Exposure(shift, { workdayMin: 480, notProject: true }).acgih.twa8hPpm).toBeCloseTo(
      4500,
      9,
    );
    expect(computeCo2Exposure(shift).acgih.exceedsTwa).toBe(false);
    expect(computeCo2Exposure(shift).acgih).toMatchObject({ workdayMin: null, projected: false });
  });

  it('a 600-minute workday projects the measured mean: 4,500 × 600/480 = 5,625 ppm, above', () => {
    const r = computeCo2Exposure(shift, { workdayMin: 600 }).acgih;
    expect(r.twa8hPpm).toBeCloseTo(5625, 9);
    expect(r.exceedsTwa).toBe(true);
    expect(r.projected).toBe(true);
  });

  it('6 h measured at 6,000 ppm: projected to 8 h 6,000 ppm (above); not projected 6,000·360/480 = 4,500', () => {
    const six = series(repeat(6000, 360), 60);
    expect(computeCo2Exposure(six, { workdayMin: 480 }).acgih.twa8hPpm).toBeCloseTo(6000, 9);
    for (const options of [{}, { workdayMin: 480, notProject: true }]) {
      const measured = computeCo2Exposure(six, options).acgih;
      expect(measured.twa8hPpm).toBeCloseTo(4500, 9);
      expect(measured.exceedsTwa).toBe(false);
      expect(measured.projected).toBe(false);
    }
  });

  it('twa8h from the sums', () => {
    expect(twa8h({ sumPpmMin: 2_400_000, dataMin: 480, workdayMin: 480, notProject: false })).toBe(5000);
    expect(twa8h({ sumPpmMin: 1_200_000, dataMin: 240, workdayMin: undefined, notProject: false })).toBe(
      2500,
    );
    expect(twa8h({ sumPpmMin: 0, dataMin: 0, workdayMin: 480, notProject: false })).toBe(0);
  });
});

describe('ACGIH TLV-STEL over the rolling 15 minutes', () => {
  it('10 minutes at 40,000 inside 20,000 ppm: 33,333 ppm > 30,000, although no fixed block is above', () => {
    const co2 = repeat(20000, 60).map((v, i) => (i >= 10 && i < 20 ? 40000 : v));
    const r = computeCo2Exposure(series(co2, 60)).acgih;
    expect(r.max15minPpm).toBeCloseTo(33333.333, 2);
    expect(r.max15minStartS).toBe(300);
    expect(r.exceedsStel).toBe(true);
    expect(r.periodsAboveStel).toEqual([]);
    // Every block (26,667 / 26,667 / 20,000 / 20,000) is above the TWA limit of 5,000.
    expect(r.periodsAboveTwa).toHaveLength(4);
  });
});

describe('saturation: figures over registers at the sensor range are "at least"', () => {
  it('flags mean, max, TWA and the 15-minute maximum', () => {
    const r = computeCo2Exposure(series([...repeat(1000, 20), 50000], 60));
    expect(r.saturatedSamples).toBe(1);
    expect(r.atLeast).toEqual({ mean: true, max: true, twa8h: true, max15min: true });
    expect(r.maxPpm).toBe(50000);
    const clean = computeCo2Exposure(series(repeat(1000, 21), 60));
    expect(clean.atLeast).toEqual({ mean: false, max: false, twa8h: false, max15min: false });
  });

  it('follows the declared range of the instrument', () => {
    const r = computeCo2Exposure(series(repeat(10000, 20), 60, { rangePpm: 10000 }));
    expect(r.saturatedSamples).toBe(20);
  });
});

describe('ANVISA RE nº 9/2003 indoor-air reference (worked by hand)', () => {
  // 60 one-minute registers: 30 at 800 ppm, 30 at 1,300 ppm.
  const co2 = [...repeat(800, 30), ...repeat(1300, 30)];
  // 20 min at 22 °C and 40 min at 24 °C; humidity 30 % for 15 min then 50 %.
  const temperature = [...repeat(22, 20), ...repeat(24, 40)];
  const humidity = [...repeat(30, 15), ...repeat(50, 45)];
  const s = series(co2, 60, { temperature, humidity });

  it('CO2 mean (30·800 + 30·1,300)/60 = 1,050 > 1,000 ppm; 30 min (50 %) above', () => {
    const r = computeCo2Exposure(s).indoorAir;
    expect(r.meanPpm).toBe(1050);
    expect(r.exceeds).toBe(true);
    expect(r.minutesAbove).toBe(30);
    expect(r.percentAbove).toBe(50);
    // Blocks [0,15) 800, [15,30) 800, [30,45) 1,300, [45,60) 1,300.
    expect(r.periods.map((p) => p.startS)).toEqual([1800, 2700]);
  });

  it('summer 23–26 °C: mean (20·22 + 40·24)/60 = 23.33 °C inside, 66.7 % of the time in range', () => {
    const t = computeCo2Exposure(s).indoorAir.temperature;
    expect(t?.meanValue).toBeCloseTo(23.333, 3);
    expect(t?.withinRange).toBe(true);
    expect(t?.percentInRange).toBeCloseTo(66.667, 3);
  });

  it('winter 20–22 °C: the same mean is outside; humidity 35–65 %: mean 45 %, 75 % of the time in range', () => {
    const r = computeCo2Exposure(s, { season: 'winter' }).indoorAir;
    expect(r.temperature?.withinRange).toBe(false);
    expect(r.temperature?.percentInRange).toBeCloseTo(33.333, 3);
    expect(r.humidity?.meanValue).toBe(45);
    expect(r.humidity?.percentInRange).toBe(75);
    expect(r.humidity?.withinRange).toBe(true);
  });

  it('without temperature and humidity, only CO2 is evaluated', () => {
    const r = computeCo2Exposure(series(co2, 60)).indoorAir;
    expect(r.temperature).toBeNull();
    expect(r.humidity).toBeNull();
  });
});

describe('durations and bad series', () => {
  it('counts data time, span and pauses', () => {
    const offsets = [0, 60, 120, 600, 660];
    const r = computeCo2Exposure(series(repeat(900, 5), 60, { offsetsS: offsets }));
    expect(r.durationMin).toBe(5);
    expect(r.spanMin).toBe(12);
    expect(r.pausedMin).toBe(7);
  });
  it('refuses overlapping registers and empty series (a reader bug)', () => {
    expect(() => computeCo2Exposure(series([], 60))).toThrow(Co2SeriesError);
    expect(() => computeCo2Exposure(series([1, 2], 60, { offsetsS: [0, 30] }))).toThrow(Co2SeriesError);
  });
});
