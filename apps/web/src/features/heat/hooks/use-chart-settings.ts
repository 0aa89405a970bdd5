import { useState } from 'react';
import { type HeatChartSettings, readHeatChartSettings, writeHeatChartSettings } from '../lib/chart-settings';

/** One group of the temperature chart's settings, read from and written to the browser's storage. */
export function useHeatChartSettings<K extends keyof HeatChartSettings>(
  chart: K,
): [HeatChartSettings[K], (patch: Partial<HeatChartSettings[K]>) => void] {
  const [value, setValue] = useState(() => readHeatChartSettings(chart));
  const update = (patch: Partial<HeatChartSettings[K]>) => {
    setValue((prev) => {
      const next = { ...prev, ...patch };
      writeHeatChartSettings(chart, next);
      return next;
    });
  };
  return [value, update];
}
