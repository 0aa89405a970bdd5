// Global loading state (SPEC §4 "Loading"): the overlay shows while any request is in flight,
// optionally with a percent (device reads report 0 to 100).

export interface LoadingState {
  /** Requests (or other tracked tasks) in flight. */
  count: number;
  /** Progress 0..100 of the current long task, or null when there is none. */
  percent: number | null;
}

type Listener = () => void;

let state: LoadingState = { count: 0, percent: null };
const listeners = new Set<Listener>();

function set(next: LoadingState) {
  state = next;
  for (const listener of listeners) listener();
}

export const loadingStore = {
  getState: (): LoadingState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Marks one task as started; call the returned function exactly once when it ends. */
  begin(): () => void {
    set({ ...state, count: state.count + 1 });
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const count = Math.max(0, state.count - 1);
      set({ count, percent: count === 0 ? null : state.percent });
    };
  },
  /** Sets the percent shown by the overlay (clamped to 0..100); null hides it. */
  setPercent(percent: number | null): void {
    set({ ...state, percent: percent === null ? null : Math.min(100, Math.max(0, Math.round(percent))) });
  },
  /** For tests. */
  reset(): void {
    set({ count: 0, percent: null });
  },
};

export function isLoading(s: LoadingState): boolean {
  return s.count > 0 || s.percent !== null;
}

/** Runs a task with the overlay shown until it settles. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  const end = loadingStore.begin();
  try {
    return await task();
  } finally {
    end();
  }
}
