import { useState, useSyncExternalStore } from 'react';
import {
  createViewerStore,
  type ViewerState,
  type ViewerStore,
  type ViewerStoreOptions,
} from '../stores/viewer-store';
import type { NoiseSeries } from '@ohp/exposure';

/** One viewer store per mounted viewer (remount the viewer with a new key for a new series). */
export function useViewerStore(series: NoiseSeries, options: ViewerStoreOptions): [ViewerStore, ViewerState] {
  const [store] = useState(() => createViewerStore(series, options));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [store, state];
}
