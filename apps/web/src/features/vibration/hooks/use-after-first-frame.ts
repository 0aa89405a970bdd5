import { useEffect, useState } from 'react';

// The parts of a viewer below its first chart (tables, spectra, forms) rendered in a task of their
// own after the first frame: mounted together with the chart they made one render task longer
// than the 100 ms a viewer may hold the main thread (issue 28).

/**
 * False on the first render; true from a task after the next frame (at once without a window).
 * `after`: counted from the render where it turns true, so that parts mount in stages, each in a
 * task of its own (the days and the forms below a 7-day chart were one 75 ms task together).
 */
export function useAfterFirstFrame(after = true): boolean {
  const [ready, setReady] = useState(() => typeof requestAnimationFrame === 'undefined');
  useEffect(() => {
    if (ready || !after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, after]);
  return ready;
}
