import type { EChartsInstance } from './echart';

/**
 * Reports the visible x window (the first dataZoom's start and end values) after a zoom gesture
 * settles, so that a chart of a long record redraws only that window at full detail: one redraw per
 * gesture, not one per wheel step. Returns the cleanup of its timer.
 */
export function reportZoom(instance: EChartsInstance, onZoom: (window: [number, number]) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  instance.on('datazoom', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const zoom = (instance.getOption() as { dataZoom?: Array<{ startValue?: number; endValue?: number }> })
        .dataZoom?.[0];
      if (zoom?.startValue !== undefined && zoom.endValue !== undefined)
        onZoom([zoom.startValue, zoom.endValue]);
    }, 120);
  });
  return () => clearTimeout(timer);
}
