import type { DosimeterRecord } from '@ohp/devices';
import {
  computeNoiseExposure,
  epochMs,
  type ExcludedPeriod,
  type NoiseExposureResult,
  type NoisePresetName,
  type NoiseSeries,
  resolveCriteria,
} from '@ohp/exposure';
import type { NormChoice, SavedClipping } from '../lib/saved-state';
import { criteriaFor, defaultNormChoice, deviceNorm, normsOf } from '../lib/criteria';

// State of one open noise viewer: the user's clippings and norm choice, and the results they give.
// The record's series is never changed: each change builds a new series object whose `excluded`
// list is the device pauses plus the clippings, and every figure is recomputed from it at once.

/** More than this share of the measured time clipped shows a warning (SPEC §5, §9). */
export const CLIPPED_WARNING_SHARE = 0.5;

export interface Clipping extends SavedClipping {
  id: number;
}

export interface ViewerState {
  readonly clippings: readonly Clipping[];
  readonly norm: NormChoice;
  readonly useDeviceCriteria: boolean;
  readonly workdayMin: number | undefined;
  /** The series with device pauses and user clippings excluded. */
  readonly series: NoiseSeries;
  readonly results: Partial<Record<NoisePresetName, NoiseExposureResult>>;
  /**
   * The record under the dosimeter's own configuration without the user's clippings: what the
   * device's own summary is compared with (the device knows nothing of later clippings).
   */
  readonly baseline: NoiseExposureResult | undefined;
  /** Which norms use the dosimeter's own configuration. */
  readonly fromDevice: Partial<Record<NoisePresetName, boolean>>;
  /** Share of the record's measured time (device pauses aside) that the user excluded, 0..1. */
  readonly clippedShare: number;
  readonly clippedWarning: boolean;
  /**
   * True while the figures of a long record are still to be computed (the first state of a store
   * made with `deferFirstCompute`): results, baseline and fromDevice are empty until then.
   */
  readonly computing: boolean;
}

export type ClippingRefusal =
  | 'noise:viewer.clipping.errors.order'
  | 'noise:viewer.clipping.errors.outside'
  | 'noise:viewer.clipping.errors.wholeRange'
  | 'noise:viewer.clipping.errors.empty';

export type AddResult = { ok: true; warning: boolean } | { ok: false; reason: ClippingRefusal };

export interface ViewerStoreOptions {
  record?: DosimeterRecord | undefined;
  clippings?: readonly SavedClipping[];
  norm?: NormChoice;
  useDeviceCriteria?: boolean;
  workdayMin?: number;
  /**
   * The first figures are computed by `settle()`, not when the store is made: a week at 1 s takes
   * 15–20 ms per norm, which would lengthen the task that mounts the viewer (issue 28: no
   * main-thread task over 100 ms).
   */
  deferFirstCompute?: boolean;
}

export interface ViewerStore {
  getState(): ViewerState;
  subscribe(listener: () => void): () => void;
  addClipping(c: Omit<SavedClipping, 'observation'> & { observation?: string }): AddResult;
  removeClipping(id: number): void;
  setNorm(norm: NormChoice): void;
  setUseDeviceCriteria(use: boolean): void;
  setWorkday(minutes: number | undefined): void;
  /** The clippings as saved with the measurement. */
  saved(): SavedClipping[];
  /**
   * Computes the device-configuration baseline of deferred figures (nothing is told): the first of
   * the two tasks they take, `settle()` the second.
   */
  prepare(): void;
  /** The state with its figures: computed now if they were deferred (listeners told), as is otherwise. */
  settle(): ViewerState;
}

export function seriesEndMs(series: NoiseSeries): number {
  return series.startMs + series.laeq.length * series.intervalS * 1000;
}

function withClippings(base: NoiseSeries, clippings: readonly SavedClipping[]): NoiseSeries {
  const extra: ExcludedPeriod[] = clippings.map((c) => ({
    kind: c.kind,
    startMs: epochMs(c.startMs),
    endMs: epochMs(c.endMs),
    ...(c.observation ? { observation: c.observation } : {}),
  }));
  return { ...base, excluded: [...base.excluded, ...extra] };
}

/** Intervals with data left once the clippings are excluded. */
function measuredMinutes(series: NoiseSeries): number {
  // The measured time does not depend on the criteria; any preset gives it.
  return computeNoiseExposure(series, resolveCriteria('nr15')).durationMin;
}

export function createViewerStore(base: NoiseSeries, options: ViewerStoreOptions = {}): ViewerStore {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  const record = options.record;
  let nextId = 1;
  let clippings: Clipping[] = (options.clippings ?? []).map((c) => ({ ...c, id: nextId++ }));
  let norm: NormChoice = options.norm ?? defaultNormChoice(record);
  let useDeviceCriteria = options.useDeviceCriteria ?? true;
  let workdayMin = options.workdayMin;
  const listeners = new Set<() => void>();
  const dn = deviceNorm(record);
  // Computed with the first figures (they may be deferred).
  let baseline: NoiseExposureResult | undefined;
  let baseMinutes = 0;
  let baselineDone = false;
  const computeBaseline = () => {
    if (baselineDone) return;
    baselineDone = true;
    baseline =
      dn && record
        ? computeNoiseExposure(base, criteriaFor(dn, record, true, undefined).criteria)
        : undefined;
    // Measured time does not depend on the criteria: the baseline already has it.
    baseMinutes = baseline ? baseline.durationMin : measuredMinutes(base);
  };

  // One series object per clipping list: a state that changes only the norm or the figures keeps
  // it, so the charts and the days computed from it are not redone.
  let clipped: { clippings: readonly Clipping[]; series: NoiseSeries } | undefined;
  const currentSeries = (): NoiseSeries => {
    if (clipped?.clippings !== clippings) clipped = { clippings, series: withClippings(base, clippings) };
    return clipped.series;
  };

  const compute = (): ViewerState => {
    computeBaseline();
    const series = currentSeries();
    const results: ViewerState['results'] = {};
    const fromDevice: ViewerState['fromDevice'] = {};
    for (const n of normsOf(norm)) {
      const { criteria, fromDevice: device } = criteriaFor(n, record, useDeviceCriteria, workdayMin);
      // Nothing clipped, device criteria, no declared workday: the baseline is that very result.
      const same = baseline && n === dn && device && clippings.length === 0 && workdayMin === undefined;
      results[n] = same ? baseline : computeNoiseExposure(series, criteria);
      fromDevice[n] = device;
    }
    const any = results.nr15 ?? results.nho01;
    const clippedShare =
      any && baseMinutes > 0 ? Math.min(1, Math.max(0, (baseMinutes - any.durationMin) / baseMinutes)) : 0;
    return {
      clippings,
      norm,
      useDeviceCriteria,
      workdayMin,
      series,
      results,
      baseline,
      fromDevice,
      clippedShare,
      clippedWarning: clippedShare > CLIPPED_WARNING_SHARE,
      computing: false,
    };
  };

  let state: ViewerState = options.deferFirstCompute
    ? {
        clippings,
        norm,
        useDeviceCriteria,
        workdayMin,
        series: currentSeries(),
        results: {},
        baseline: undefined,
        fromDevice: {},
        clippedShare: 0,
        clippedWarning: false,
        computing: true,
      }
    : compute();
  try {
    performance.measure('ohp-noise:compute', { start: started, end: performance.now() });
  } catch {
    // No User Timing here: nothing to record.
  }
  const update = () => {
    state = compute();
    for (const l of [...listeners]) l();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addClipping(c) {
      if (!(Number.isFinite(c.startMs) && Number.isFinite(c.endMs)) || c.endMs <= c.startMs)
        return { ok: false, reason: 'noise:viewer.clipping.errors.order' };
      const start = Math.max(c.startMs, base.startMs);
      const end = Math.min(c.endMs, seriesEndMs(base));
      if (end <= start) return { ok: false, reason: 'noise:viewer.clipping.errors.outside' };
      const candidate: SavedClipping = {
        startMs: start,
        endMs: end,
        kind: c.kind,
        observation: (c.observation ?? '').trim(),
      };
      const before = measuredMinutes(withClippings(base, clippings));
      const after = measuredMinutes(withClippings(base, [...clippings, candidate]));
      // Clipping the whole measurement is not allowed (SPEC §5): some measured time must remain.
      if (after <= 0) return { ok: false, reason: 'noise:viewer.clipping.errors.wholeRange' };
      // A period holding no measured data (e.g. inside a device pause) changes nothing.
      if (after === before) return { ok: false, reason: 'noise:viewer.clipping.errors.empty' };
      clippings = [...clippings, { ...candidate, id: nextId++ }].sort((a, b) => a.startMs - b.startMs);
      update();
      return { ok: true, warning: state.clippedWarning };
    },
    removeClipping(id) {
      const next = clippings.filter((c) => c.id !== id);
      if (next.length === clippings.length) return;
      clippings = next;
      update();
    },
    setNorm(next) {
      if (next === norm) return;
      norm = next;
      update();
    },
    setUseDeviceCriteria(use) {
      if (use === useDeviceCriteria) return;
      useDeviceCriteria = use;
      update();
    },
    setWorkday(minutes) {
      const next = minutes !== undefined && Number.isFinite(minutes) && minutes > 0 ? minutes : undefined;
      if (next === workdayMin) return;
      workdayMin = next;
      update();
    },
    saved: () => clippings.map(({ id: _id, ...c }) => c),
    prepare: computeBaseline,
    settle() {
      if (state.computing) update();
      return state;
    },
  };
}
