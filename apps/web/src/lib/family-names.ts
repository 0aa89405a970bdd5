import type { DeviceFamily } from '@ohp/contracts';
import { familyDisplayName } from '@ohp/devices';

/**
 * The instrument names people read (SPEC §1, README): "DoseMax V2" with its space, from the family
 * modules. The catalogue's 'DoseMaxV2' (SPEC §3 table) stays the technical model of files.
 */
export function instrumentName(family: DeviceFamily | null | undefined, fallback = 'CSV'): string {
  return family ? familyDisplayName(family) : fallback;
}
