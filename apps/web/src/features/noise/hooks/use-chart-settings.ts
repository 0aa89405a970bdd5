import { useState } from 'react';
import { type ChartSettings, readChartSettings, writeChartSettings } from '../lib/chart-settings';

/** One chart's settings, read from and written to the browser's storage. */
export function useChartSettings<K extends keyof ChartSettings>(
  chart: K,
): [ChartSettings[K], (patch: Partial<ChartSettings[K]>) => void] {
  const [value, setValue] = useState(() => readChartSettings(chart));
  const update = (patch: Partial<ChartSettings[K]>) => {
    setValue((prev) => {
      const next = { ...prev, ...patch };
      writeChartSettings(chart, next);
      return next;
    });
  };
  return [value, update];
}
