import type { Measurement } from '@ohp/contracts';
import { type Co2Reading, readReading } from '@ohp/devices/readings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { co2ViewerDataOffThread } from './co2-analysis';
import { co2OptionsOfForm, initialCo2FormValues } from './initial-form';
import * as offThread from './read-co2-text';
import { prefetchCo2ViewerData } from './read-saved-co2-file';

// The form the CO2 viewer opens with, and its figures asked of the worker before the viewer renders:
// the viewer's first ask (same reading, same options) must find them, not ask again.

function reading(): Co2Reading {
  const rows = Array.from({ length: 60 }, (_, i) => `${i * 60},${800 + i},24,50`);
  const read = readReading(`time,co2,temperature,rh\n${rows.join('\n')}\n`);
  if (!read.ok || read.data.domain !== 'co2') throw new Error('not a CO2 reading');
  return read.data;
}

const measurement = (reportForm: Record<string, unknown> | undefined): Measurement => ({
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  domain: 'co2',
  family: 'co2Pro',
  fileName: 'office.txt',
  description: 'Office',
  serialNumber: null,
  firmware: null,
  size: 1,
  state: reportForm ? { reportForm } : {},
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

describe('the CO2 viewer form as it opens', () => {
  it('a saved report form gives its workday, projection and season; without one, the defaults', () => {
    const r = reading();
    const saved = initialCo2FormValues(
      r,
      'office.txt',
      measurement({ journeyTime: '08:48', notProject: true, season: 'winter' }),
    );
    expect(saved.description).toBe('Office');
    expect(co2OptionsOfForm(saved)).toEqual({ workdayMin: 528, notProject: true, season: 'winter' });
    const fresh = initialCo2FormValues(r, 'office.txt', undefined);
    expect(fresh.description).toBe('office');
    expect(co2OptionsOfForm(fresh)).toEqual({ workdayMin: undefined, notProject: false, season: 'summer' });
  });

  it('the form kept across a reload wins over the saved one', () => {
    const kept = initialCo2FormValues(reading(), 'office.txt', measurement({ season: 'winter' }), {
      description: 'Typed',
      season: 'summer',
    });
    expect(kept).toMatchObject({ description: 'Typed', season: 'summer' });
  });

  it('the figures asked when the file is read are the ones the viewer then finds', async () => {
    const spy = vi.spyOn(offThread, 'co2ExposureOffThread');
    const r = reading();
    const m = measurement({ journeyTime: '600', season: 'winter' });
    prefetchCo2ViewerData({ text: '', opened: { ok: true, reading: r } }, m);
    expect(spy).toHaveBeenCalledTimes(1);
    const data = await co2ViewerDataOffThread(r, co2OptionsOfForm(initialCo2FormValues(r, m.fileName, m)));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(data.result.meanPpm).toBeCloseTo(829.5, 9);
    // Other options are computed when asked.
    await co2ViewerDataOffThread(r, { notProject: false, season: 'summer' });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a file that did not read asks nothing', () => {
    const spy = vi.spyOn(offThread, 'co2ExposureOffThread');
    prefetchCo2ViewerData(
      { text: '', opened: { ok: false, attention: false, key: 'co2:read.wrongFamily', values: {} } },
      measurement(undefined),
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
