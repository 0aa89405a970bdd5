import { storageKeys } from '../../../config/storage-keys';
import { readStored, writeStored } from '../../../lib/storage';

// Chart settings kept in the browser per chart (SPEC §3 "saved chart settings": dosimeter sound
// level, histogram, octaves), under the shell's storage keys. Values are JSON; anything unreadable
// falls back to the defaults.

export interface SoundLevelSettings {
  /** Threshold and criterion lines. */
  showLimits: boolean;
  /** Markers at the 115 dB peaks. */
  showPeaks: boolean;
  /** Points drawn for the visible window (min/max decimation); more is finer and slower. */
  maxPoints: 1000 | 2000 | 4000;
}

export interface HistogramSettings {
  unit: 'minutes' | 'percent';
}

export interface OctavesSettings {
  /** Value labels on the bars. */
  showValues: boolean;
}

export interface ChartSettings {
  soundLevel: SoundLevelSettings;
  histogram: HistogramSettings;
  octaves: OctavesSettings;
}

export const defaultChartSettings: ChartSettings = {
  soundLevel: { showLimits: true, showPeaks: true, maxPoints: 2000 },
  histogram: { unit: 'minutes' },
  octaves: { showValues: true },
};

const keys: Record<keyof ChartSettings, string> = {
  soundLevel: storageKeys.chartSettings.dosimeterSoundLevel,
  histogram: storageKeys.chartSettings.dosimeterHistogram,
  octaves: storageKeys.chartSettings.dosimeterOctaves,
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Stored values over the defaults, field by field, keeping only values of the right type. */
export function readChartSettings<K extends keyof ChartSettings>(chart: K): ChartSettings[K] {
  const defaults = defaultChartSettings[chart];
  const raw = readStored(keys[chart]);
  if (!raw) return { ...defaults };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed)) return { ...defaults };
    const out: Record<string, unknown> = { ...defaults };
    for (const [field, value] of Object.entries(defaults)) {
      const stored = parsed[field];
      if (typeof stored !== typeof value) continue;
      if (field === 'maxPoints' && ![1000, 2000, 4000].includes(stored as number)) continue;
      if (field === 'unit' && stored !== 'minutes' && stored !== 'percent') continue;
      out[field] = stored;
    }
    return out as unknown as ChartSettings[K];
  } catch {
    return { ...defaults };
  }
}

export function writeChartSettings<K extends keyof ChartSettings>(chart: K, value: ChartSettings[K]): void {
  writeStored(keys[chart], JSON.stringify(value));
}
