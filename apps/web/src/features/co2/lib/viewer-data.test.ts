import { type Co2Reading, readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { searchAndSort } from '../hooks/use-co2-list-source';
import { measurementOfCo2pro } from './as-measurement';
import { readSavedCo2Text } from './read-saved-co2-file';
import { co2ViewerDataOffThread } from './co2-analysis';
import { co2Verdicts, co2ViewerData } from './viewer-data';

// 1-minute registers: minutes 0–29 at `a` ppm, minutes 30–59 at `b` ppm (relative times).
function csv(a: number, b: number, minutes = 60): string {
  const rows = Array.from({ length: minutes }, (_, i) => `${i * 60},${i < minutes / 2 ? a : b},24,50`);
  return `time,co2,temperature,rh\n${rows.join('\n')}\n`;
}

function reading(text: string): Co2Reading {
  const read = readReading(text);
  if (!read.ok || read.data.domain !== 'co2') throw new Error('not a CO2 reading');
  return read.data;
}

describe('the CO2 viewer data', () => {
  it('30 min at 800 + 30 min at 1,300 ppm: mean 1,050, above the indoor-air reference only', () => {
    const data = co2ViewerData(reading(csv(800, 1300)), { notProject: false, season: 'summer' });
    expect(data.result.meanPpm).toBe(1050);
    // Not projected: Σ Ci·ti / 480 = (800·30 + 1,300·30) / 480 = 131.25 ppm.
    expect(data.result.acgih.twa8hPpm).toBeCloseTo(131.25, 6);
    expect(data.result.indoorAir.minutesAbove).toBe(30);
    // Four 15-minute blocks of 800, 800, 1,300, 1,300 ppm.
    expect(data.charts.blocks.map((b) => b.meanPpm)).toEqual([800, 800, 1300, 1300]);
    expect(data.hasClimate).toBe(true);
    expect(co2Verdicts(data.result).map((v) => v.key)).toEqual(['nr15Within', 'acgihWithin', 'iaqAbove']);
  });

  it('projected to a 600-min workday: TWA = mean × 600 / 480', () => {
    const data = co2ViewerData(reading(csv(6000, 6000)), {
      workdayMin: 600,
      notProject: false,
      season: 'summer',
    });
    expect(data.result.acgih.twa8hPpm).toBeCloseTo(7500, 6);
    const keys = co2Verdicts(data.result).map((v) => `${v.scope}:${v.key}`);
    expect(keys).toEqual(['nr15:graveRisk', 'nr15:nr15Exceeds', 'acgih:twaExceeds', 'iaq:iaqAbove']);
  });

  it('a saturated register makes a verdict not exceeded undetermined', () => {
    const data = co2ViewerData(reading(csv(50000, 100, 4)), { notProject: true, season: 'summer' });
    const keys = co2Verdicts(data.result).map((v) => `${v.scope}:${v.key}`);
    expect(keys[0]).toBe('sensor:saturated');
    expect(keys).toContain('acgih:undetermined');
  });
});

describe('the saved CO2 file and the list', () => {
  it('reads a saved file again, or gives the reason', () => {
    const good = readSavedCo2Text(csv(800, 900), { family: null });
    expect(good.opened.ok && good.opened.reading.domain).toBe('co2');
    const bad = readSavedCo2Text('time,co2\n0,800\n60,-5\n', { family: null });
    expect(bad.opened).toMatchObject({ ok: false, key: 'co2:read.outOfRange', values: { line: 3 } });
    const noise = readSavedCo2Text('time;LAeq\n0;80\n1;81\n', { family: null });
    expect(noise.opened).toMatchObject({ ok: false, key: 'co2:read.wrongFamily', values: { model: 'CSV' } });
  });

  it('searches description and file name in any case and sorts', () => {
    const base = {
      family: 'co2Pro' as const,
      serialNumber: null,
      size: 1,
      userDeviceId: null,
      report: { norm: 'both' as const, notProject: false, season: 'summer' as const },
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const rows = [
      { ...base, id: '1', description: 'Adega', fileName: 'b.txt', createdAt: '2026-01-01T00:00:00.000Z' },
      {
        ...base,
        id: '2',
        description: 'Sala',
        fileName: 'ADEGA2.csv',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
      {
        ...base,
        id: '3',
        description: 'Escritório',
        fileName: 'c.txt',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
    ].map(measurementOfCo2pro);
    expect(searchAndSort(rows, 'adega', '-createdAt').map((m) => m.id)).toEqual(['2', '1']);
    expect(searchAndSort(rows, '', 'description').map((m) => m.description)).toEqual([
      'Adega',
      'Escritório',
      'Sala',
    ]);
    expect(searchAndSort(rows, '', 'createdAt').map((m) => m.id)).toEqual(['1', '2', '3']);
  });
});

describe('the CO2 viewer data off the main thread', () => {
  // Here without a Worker: the same call through the worker's path (its fallback).
  it('gives the same figures as on the main thread, one computation per reading and options', async () => {
    const read = reading(csv(800, 5200));
    const options = { workdayMin: 60, notProject: true, season: 'winter' as const };
    const there = co2ViewerDataOffThread(read, options);
    expect(co2ViewerDataOffThread(read, { ...options })).toBe(there);
    expect(await there).toEqual(co2ViewerData(read, options));
    expect(co2ViewerDataOffThread(read, { ...options, season: 'summer' })).not.toBe(there);
  });
});
