import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createViewerStore,
  type ViewerState,
  type ViewerStore,
  type ViewerStoreOptions,
} from '../stores/viewer-store';
import type { NoiseSeries } from '@ohp/exposure';

/**
 * Records longer than this (samples) get their first figures in a task after the viewer's mount
 * (`deferFirstCompute`): 2.3 days at 1 s, ≈ 15 ms a norm on a laptop. A day's record computes at once.
 */
const DEFER_COMPUTE_SAMPLES = 200_000;

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
  useEffect(() => {
    if (!store.getState().computing) return;
    let timer = setTimeout(() => {
      store.prepare();
      timer = setTimeout(() => store.settle(), 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [store]);
  return [store, state];
}
