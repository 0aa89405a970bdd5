import type { DeviceFamily } from '@ohp/contracts';

/**
 * The instrument names people read (SPEC §1, README): "DoseMax V2" with its space. The catalogue's
 * 'DoseMaxV2' (SPEC §3 table) stays the technical model of files and file names.
 */
export const familyDisplayNames: Readonly<Record<DeviceFamily, string>> = {
  doseMax: 'DoseMax',
  dosePro: 'DosePro',
  doseMaxV2: 'DoseMax V2',
  itemp: 'Itemp',
  axPro: 'AxPro',
  co2Pro: 'CO2Pro',
};

/** A reading's or measurement's instrument as shown; a samples CSV has no family. */
export function instrumentName(family: DeviceFamily | null | undefined, fallback = 'CSV'): string {
  return family ? familyDisplayNames[family] : fallback;
}
