import type { Measurement } from '@ohp/contracts';
import type { HeatMode } from './report-state';

// Kept apart from the saved state's schemas: the menu and the lists read it from the main bundle,
// which must not build zod schemas (see lib/zod-config.ts: they would be built before jitless is set).

/** The mode a saved heat measurement was made in; one saved without it (e.g. from the device list) is normal. */
export function heatModeOf(measurement: Pick<Measurement, 'state'>): HeatMode {
  return measurement.state.heatMode === 'component' ? 'component' : 'normal';
}
