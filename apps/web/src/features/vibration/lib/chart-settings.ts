import { storageKeys } from '../../../config/storage-keys';
import { readStored, writeStored } from '../../../lib/storage';

// SPEC §3 chart settings "axis-probe result and octaves for overall, x, y and z", kept in the
// browser under the shell's storage keys; anything unreadable falls back to the defaults.

export type AxisLine = 'overall' | 'x' | 'y' | 'z';
export interface AxisChartSettings {
  /** The lines of the axis-probe result chart. */
  lines: Record<AxisLine, boolean>;
}

export const defaultAxisChartSettings: AxisChartSettings = {
  lines: { overall: true, x: true, y: true, z: true },
};

export function loadAxisChartSettings(): AxisChartSettings {
  try {
    const raw = JSON.parse(readStored(storageKeys.chartSettings.axisResult) ?? 'null') as unknown;
    const lines = (raw as AxisChartSettings | null)?.lines;
    if (!lines) return defaultAxisChartSettings;
    const pick = (k: AxisLine) => (typeof lines[k] === 'boolean' ? lines[k] : true);
    return { lines: { overall: pick('overall'), x: pick('x'), y: pick('y'), z: pick('z') } };
  } catch {
    return defaultAxisChartSettings;
  }
}

export function saveAxisChartSettings(settings: AxisChartSettings): void {
  writeStored(storageKeys.chartSettings.axisResult, JSON.stringify(settings));
}
