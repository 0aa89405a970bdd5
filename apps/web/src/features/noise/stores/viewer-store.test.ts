import { loadNoiseFile, VirtualDevice } from '@ohp/devices';
import { epochMs, type NoiseSeries, seconds } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { createViewerStore } from './viewer-store';

// Ten one-minute intervals at 90 dB(A) from 08:00. Hand-derived doses:
// NR-15 (q = 5, criterion 85): T(90) = 480 / 2^((90 − 85)/5) = 240 min → 1 min = 1/240 = 0.41667 %.
// NHO-01 (q = 3): T(90) = 480 / 2^(5/3) = 151.19 min → 10 min = 6.614 %.
const T0 = new Date(2026, 2, 10, 8, 0, 0).getTime();
const MIN = 60_000;

function series(levels: number[] = Array(10).fill(90)): NoiseSeries {
  return {
    startMs: epochMs(T0),
    timeBase: 'absolute',
    intervalS: seconds(60),
    laeq: Float64Array.from(levels),
    excluded: [],
  };
}

describe('viewer store: clipping rules and recomputation', () => {
  it('computes the NR-15 dose of the whole record: 10 min at 90 dB(A) = 10/240 = 4.167 %', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    expect(store.getState().results.nr15?.dosePct).toBeCloseTo((100 * 10) / 240, 6);
  });

  it('recomputes at once when a period is clipped, and again when it is removed', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    const added = store.addClipping({
      startMs: T0 + 2 * MIN,
      endMs: T0 + 6 * MIN,
      kind: 'clip',
      observation: 'lunch',
    });
    expect(added).toEqual({ ok: true, warning: false });
    const s = store.getState();
    expect(s.results.nr15?.dosePct).toBeCloseTo((100 * 6) / 240, 6);
    expect(s.results.nr15?.clippedMin).toBe(4);
    expect(s.clippings).toHaveLength(1);
    expect(store.saved()).toEqual([
      { startMs: T0 + 2 * MIN, endMs: T0 + 6 * MIN, kind: 'clip', observation: 'lunch' },
    ]);
    store.removeClipping(s.clippings[0]?.id ?? -1);
    expect(store.getState().results.nr15?.dosePct).toBeCloseTo((100 * 10) / 240, 6);
  });

  it('never changes the original series', () => {
    const base = series();
    const before = Array.from(base.laeq);
    const store = createViewerStore(base, { norm: 'nr15' });
    store.addClipping({ startMs: T0, endMs: T0 + 3 * MIN, kind: 'pause', observation: '' });
    expect(base.excluded).toEqual([]);
    expect(Array.from(base.laeq)).toEqual(before);
    expect(store.getState().series).not.toBe(base);
    expect(store.getState().series.excluded).toHaveLength(1);
  });

  it('refuses clipping the whole measurement, also when it is done in two steps', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    expect(store.addClipping({ startMs: T0, endMs: T0 + 10 * MIN, kind: 'clip' })).toEqual({
      ok: false,
      reason: 'noise:viewer.clipping.errors.wholeRange',
    });
    // Wider than the record: clamped to it, still the whole range.
    expect(store.addClipping({ startMs: T0 - 60 * MIN, endMs: T0 + 60 * MIN, kind: 'pause' })).toMatchObject({
      ok: false,
      reason: 'noise:viewer.clipping.errors.wholeRange',
    });
    expect(store.addClipping({ startMs: T0, endMs: T0 + 5 * MIN, kind: 'clip' }).ok).toBe(true);
    expect(store.addClipping({ startMs: T0 + 5 * MIN, endMs: T0 + 10 * MIN, kind: 'clip' })).toMatchObject({
      ok: false,
      reason: 'noise:viewer.clipping.errors.wholeRange',
    });
    expect(store.getState().clippings).toHaveLength(1);
  });

  it('refuses a period with the end before the start, outside the record, or without data', () => {
    const store = createViewerStore(series([90, 90, Number.NaN, Number.NaN, 90, 90, 90, 90, 90, 90]), {
      norm: 'nr15',
    });
    expect(store.addClipping({ startMs: T0 + 5 * MIN, endMs: T0 + 2 * MIN, kind: 'clip' })).toMatchObject({
      reason: 'noise:viewer.clipping.errors.order',
    });
    expect(store.addClipping({ startMs: T0 + 20 * MIN, endMs: T0 + 30 * MIN, kind: 'clip' })).toMatchObject({
      reason: 'noise:viewer.clipping.errors.outside',
    });
    expect(store.addClipping({ startMs: T0 + 2 * MIN, endMs: T0 + 4 * MIN, kind: 'clip' })).toMatchObject({
      reason: 'noise:viewer.clipping.errors.empty',
    });
  });

  it('warns when more than 50 % of the measured time is clipped, not at exactly 50 %', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    expect(store.addClipping({ startMs: T0, endMs: T0 + 5 * MIN, kind: 'clip' })).toEqual({
      ok: true,
      warning: false,
    });
    expect(store.getState().clippedShare).toBeCloseTo(0.5, 9);
    expect(store.getState().clippedWarning).toBe(false);
    expect(store.addClipping({ startMs: T0 + 5 * MIN, endMs: T0 + 6 * MIN, kind: 'pause' })).toEqual({
      ok: true,
      warning: true,
    });
    expect(store.getState().clippedShare).toBeCloseTo(0.6, 9);
    expect(store.getState().clippedWarning).toBe(true);
  });

  it('computes both norms when asked: NHO-01 10 min at 90 dB(A) = 10/151.19 = 6.614 %', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    store.setNorm('both');
    const { results } = store.getState();
    expect(results.nr15?.dosePct).toBeCloseTo(4.1667, 4);
    expect(results.nho01?.dosePct).toBeCloseTo(6.614, 3);
  });

  it('the declared workday changes the projected dose: 10 min → 480 min at 4.167 % = 200 %', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    store.setWorkday(480);
    expect(store.getState().results.nr15?.projectedWorkdayDosePct).toBeCloseTo(200, 6);
  });

  it('a device record: its configuration is used for the norm it matches, and a baseline is kept for the device summary', () => {
    const text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const loaded = loadNoiseFile(text);
    if (!loaded.ok || !loaded.data.record) throw new Error('emulated file does not parse');
    const store = createViewerStore(loaded.data.series, { record: loaded.data.record });
    const state = store.getState();
    expect(state.norm).toBe('nr15');
    expect(state.fromDevice.nr15).toBe(true);
    expect(state.baseline?.dosePct).toBeCloseTo(loaded.data.record.summary.dosePct, 0);
    store.setNorm('both');
    expect(store.getState().fromDevice).toEqual({ nr15: true, nho01: false });
    expect(store.getState().results.nho01?.criteria.exchangeRate).toBe(3);
  });
});

describe('viewer store: first figures deferred (long records)', () => {
  it('starts without figures, and settle() computes the same ones as a store that did not wait', () => {
    const options = {
      norm: 'both' as const,
      clippings: [{ startMs: T0 + 2 * MIN, endMs: T0 + 4 * MIN, kind: 'clip' as const, observation: '' }],
    };
    const eager = createViewerStore(series(), options);
    const deferred = createViewerStore(series(), { ...options, deferFirstCompute: true });
    const first = deferred.getState();
    expect(first.computing).toBe(true);
    expect(first.results).toEqual({});
    expect(first.clippings).toHaveLength(1);
    let told = 0;
    deferred.subscribe(() => {
      told++;
    });
    deferred.prepare();
    expect(told).toBe(0);
    expect(deferred.getState()).toBe(first);
    const settled = deferred.settle();
    expect(told).toBe(1);
    expect(settled.computing).toBe(false);
    expect(deferred.getState()).toBe(settled);
    // The same series object: the charts and days made from the first state are not redone.
    expect(settled.series).toBe(first.series);
    expect(settled.results).toEqual(eager.getState().results);
    expect(settled.results.nr15?.dosePct).toBeCloseTo((100 * 8) / 240, 6);
    expect(settled.clippedShare).toBe(eager.getState().clippedShare);
    // Settled once: a second call changes nothing and tells no one.
    expect(deferred.settle()).toBe(settled);
    expect(told).toBe(1);
  });

  it('keeps its series object while the clippings stay (a norm change redraws nothing)', () => {
    const store = createViewerStore(series(), { norm: 'nr15' });
    const before = store.getState().series;
    store.setNorm('both');
    expect(store.getState().series).toBe(before);
    store.addClipping({ startMs: T0 + MIN, endMs: T0 + 2 * MIN, kind: 'clip' });
    expect(store.getState().series).not.toBe(before);
  });

  it('a change before settle() computes the figures with it', () => {
    const store = createViewerStore(series(), { norm: 'nr15', deferFirstCompute: true });
    store.setNorm('nho01');
    const state = store.getState();
    expect(state.computing).toBe(false);
    expect(state.results.nho01?.dosePct).toBeCloseTo(6.614, 2);
  });
});
