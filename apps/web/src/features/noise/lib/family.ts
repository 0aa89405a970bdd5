import type { NoiseFile } from '@ohp/devices';
import type { MeasurementFamily } from '../api/measurements';
import type { NoiseFamily } from '../components/noise-viewer';

export type DosimeterListDevice = 'dosimetro-v1' | 'dosimetro-v2';

export const listDeviceFamily: Record<DosimeterListDevice, MeasurementFamily> = {
  'dosimetro-v1': 'dosimeter-v1',
  'dosimetro-v2': 'dosimeter-v2',
};

/** The viewer family of a parsed noise file (DoseMax, DosePro, DoseMax V2 or a samples CSV). */
export function noiseFamilyOf(file: NoiseFile): NoiseFamily {
  if (file.source === 'csv' || !file.record) return 'csv';
  if (file.record.format === 'v2') return 'doseMaxV2';
  return /pro/i.test(file.model) ? 'dosePro' : 'doseMax';
}

/** Which list (and API family) a viewer family belongs to: V2 files to dosimetro-v2, the rest to v1. */
export function listDeviceOf(family: NoiseFamily): DosimeterListDevice {
  return family === 'doseMaxV2' ? 'dosimetro-v2' : 'dosimetro-v1';
}
