import { useEffect, useState } from 'react';

// The parts of a viewer below its first chart (tables, spectra, forms) rendered in a task of their
// own after the first frame: mounted together with the chart they made one render task longer
// than the 100 ms a viewer may hold the main thread (issue 28).

/** False on the first render; true from a task after the next frame (at once without a window). */
export function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(() => typeof requestAnimationFrame === 'undefined');
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
