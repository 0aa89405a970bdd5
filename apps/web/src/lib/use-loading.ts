import { useSyncExternalStore } from 'react';
import { type LoadingState, loadingStore } from './loading-store';

export function useLoading(): LoadingState {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.getState, loadingStore.getState);
}
