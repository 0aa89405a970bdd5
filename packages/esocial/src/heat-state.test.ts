import { readReading, VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAT_ANALYSIS, heatAnalysisOfState } from './heat-state.ts';
import { figuresOfFile, recordDateOf } from './measurement-file.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const heat = encode(new VirtualDevice('itemp').records[0]?.text ?? '');

describe('the heat analysis saved with a measurement', () => {
  it('reads the heat screen options; unknown or missing values take the screen defaults', () => {
    expect(heatAnalysisOfState({})).toEqual(DEFAULT_HEAT_ANALYSIS);
    expect(heatAnalysisOfState({ heat: { options: { norm: 'iso-7243', metabolicRate: -3 } } })).toEqual(
      DEFAULT_HEAT_ANALYSIS,
    );
    expect(
      heatAnalysisOfState({
        heat: {
          options: {
            norm: 'nr15-2019',
            hood: true,
            clothing: 'doubleLayer',
            openSky: true,
            metabolicRate: 250,
          },
        },
      }),
    ).toMatchObject({
      norm: 'nr15-2019',
      hood: true,
      clothingIncrementC: 3,
      openSky: true,
      metabolicRate: 250,
    });
    // The 1978 text has no clothing increment nor open-sky exception.
    expect(
      heatAnalysisOfState({
        heat: { options: { norm: 'nr15-1978', rest: 'elsewhere', clothing: 'doubleLayer', openSky: true } },
      }),
    ).toMatchObject({ norm: 'nr15-1978', rest: 'elsewhere', clothingIncrementC: 0, openSky: false });
  });

  it('judges the record by that analysis: 1978 Quadro 2 at 300 kcal/h is 27,5 °C; 2019 at 300 W is 28,2 °C', () => {
    const by1978 = figuresOfFile(
      heat,
      {},
      {
        heat: {
          ...heatAnalysisOfState({ heat: { options: { norm: 'nr15-1978', rest: 'elsewhere' } } }),
          metabolicRate: 300,
        },
      },
    );
    expect(by1978).toMatchObject({ family: 'heat', limit: 27.5, norm: 'nr15-1978' });
    expect(figuresOfFile(heat, {}, { metabolicRate: 300 })).toMatchObject({ limit: 28.2, norm: 'nr15-2019' });
    // The hood adds 1 °C to the IBUTG judged (SPEC §9), as in the heat report.
    const plain = figuresOfFile(heat, {}, { metabolicRate: 300 });
    const hooded = figuresOfFile(
      heat,
      {},
      { heat: { ...DEFAULT_HEAT_ANALYSIS, hood: true, metabolicRate: 300 } },
    );
    expect(plain.family === 'heat' && hooded.family === 'heat' && hooded.ibutg - plain.ibutg).toBeCloseTo(
      1,
      9,
    );
  });
});

describe('the measurement date', () => {
  it('is the record start the instrument wrote, for every family', () => {
    const dates = (['doseMax', 'axPro', 'itemp', 'co2Pro'] as const).map((family) => {
      const read = readReading(encode(new VirtualDevice(family).records[0]?.text ?? ''));
      if (!read.ok) throw new Error(family);
      return recordDateOf(read.data);
    });
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates[0]).toBe('2026-03-10');
    expect(dates[2]).toBe('2026-01-20');
    expect(figuresOfFile(heat, {}, { metabolicRate: 300 }).source.date).toBe('2026-01-20');
    // A CSV timed from its start has no date, whatever its first time (60 s was "1969-12-31").
    for (const csv of ['time,co2\n60,800\n120,810\n', 'time,LAeq\n60,85\n61,85\n']) {
      const read = readReading(encode(csv));
      if (!read.ok) throw new Error(csv);
      expect(recordDateOf(read.data)).toBeNull();
    }
    // A date the caller gives wins.
    expect(figuresOfFile(heat, { date: '2025-01-01' }, { metabolicRate: 300 }).source.date).toBe(
      '2025-01-01',
    );
  });
});
