import { useSyncExternalStore } from 'react';
import { type SessionState, sessionStore } from './session-store';

/** The session state (status and user); re-renders on every transition. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
