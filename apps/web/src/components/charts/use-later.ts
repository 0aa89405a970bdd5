import { useEffect, useMemo, useState } from 'react';

/**
 * `value()` computed in a task after the first commit (null until then), then on every change of
 * `deps`: a costly chart option built outside the commit that mounts its page.
 */
export function useLater<T>(value: () => T, deps: readonly unknown[]): T | null {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps are value's inputs.
  return useMemo(() => (due ? value() : null), [due, ...deps]);
}
