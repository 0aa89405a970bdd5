import type { HeatChartShow } from '@ohp/reports';
import { storageKeys } from '../../../config/storage-keys';
import { readStored, writeStored } from '../../../lib/storage';

// The temperature chart's settings kept in the browser (SPEC §3 "temperature line and limit"):
// which lines are drawn, and the limit lines and critical window. JSON under the shell's keys;
// anything unreadable falls back to the defaults, field by field.

export interface TemperatureLineSettings {
  tg: boolean;
  tbn: boolean;
  tbs: boolean;
  ibutg: boolean;
}

export interface TemperatureLimitSettings {
  limit: boolean;
  window: boolean;
}

export interface HeatChartSettings {
  line: TemperatureLineSettings;
  limit: TemperatureLimitSettings;
}

export const defaultHeatChartSettings: HeatChartSettings = {
  line: { tg: true, tbn: true, tbs: true, ibutg: true },
  limit: { limit: true, window: true },
};

const keys: Record<keyof HeatChartSettings, string> = {
  line: storageKeys.chartSettings.temperatureLine,
  limit: storageKeys.chartSettings.temperatureLimit,
};

export function readHeatChartSettings<K extends keyof HeatChartSettings>(chart: K): HeatChartSettings[K] {
  const defaults = defaultHeatChartSettings[chart];
  const raw = readStored(keys[chart]);
  if (!raw) return { ...defaults };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...defaults };
    const out: Record<string, unknown> = { ...defaults };
    for (const [field, value] of Object.entries(defaults)) {
      const stored = (parsed as Record<string, unknown>)[field];
      if (typeof stored === typeof value) out[field] = stored;
    }
    return out as unknown as HeatChartSettings[K];
  } catch {
    return { ...defaults };
  }
}

export function writeHeatChartSettings<K extends keyof HeatChartSettings>(
  chart: K,
  value: HeatChartSettings[K],
): void {
  writeStored(keys[chart], JSON.stringify(value));
}

/** What the chart option builder draws. */
export function visibleOf(settings: HeatChartSettings): HeatChartShow {
  return { ...settings.line, ...settings.limit };
}
