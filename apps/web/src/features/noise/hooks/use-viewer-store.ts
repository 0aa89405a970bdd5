import { useState, useSyncExternalStore } from 'react';
import { useStepsDone } from '../../../hooks/use-steps-done';
import {
  createViewerStore,
  type ViewerState,
  type ViewerStore,
  type ViewerStoreOptions,
} from '../stores/viewer-store';
import type { NoiseSeries } from '@ohp/exposure';

/**
 * Records longer than this (samples) get their first figures in tasks after the viewer's mount
 * (`deferFirstCompute`): 5.5 h at 1 s. On a page that has not computed a record yet the figures run
 * cold, ≈ 0.4 µs a sample: a 24 h record's took 34 ms of the 60–80-ms task that mounts the viewer
 * (issue 28: no main-thread task over 100 ms). Shorter records compute at once.
 */
const DEFER_COMPUTE_SAMPLES = 20_000;

/** One viewer store per mounted viewer (remount the viewer with a new key for a new series). */
export function useViewerStore(series: NoiseSeries, options: ViewerStoreOptions): [ViewerStore, ViewerState] {
  const [store] = useState(() =>
    createViewerStore(series, {
      ...options,
      deferFirstCompute: series.laeq.length > DEFER_COMPUTE_SAMPLES,
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // Deferred figures in two tasks (the baseline, then the norms' results and the render they bring).
  const [deferred] = useState(() =>
    store.getState().computing ? [store.prepare, () => void store.settle()] : [],
  );
  useStepsDone(deferred);
  return [store, state];
}
