import type { DeviceFamily } from '@ohp/contracts';
import type { EquipmentPageSlug } from '../../../config/paths';

/**
 * The equipment pages of SPEC §2 (AxPro, Itemp simple and component, CO2Pro, DoseMax/DosePro,
 * DoseMax V2): the path name of each, the families whose documents and videos it lists, and the
 * family whose picture it shows. Texts are `admin:equipment.pages.<slug>.*`.
 */
export const equipmentPages = [
  { slug: 'ax-pro', families: ['axPro'], image: 'axPro' },
  { slug: 'itemp-simple', families: ['itemp'], image: 'itemp' },
  { slug: 'itemp-component', families: ['itemp'], image: 'itemp' },
  { slug: 'co2pro', families: ['co2Pro'], image: 'co2Pro' },
  { slug: 'dosemax-dosepro', families: ['doseMax', 'dosePro'], image: 'doseMax' },
  { slug: 'dosemax-v2', families: ['doseMaxV2'], image: 'doseMaxV2' },
] as const satisfies readonly {
  slug: EquipmentPageSlug;
  families: readonly DeviceFamily[];
  image: DeviceFamily;
}[];

export type EquipmentPage = (typeof equipmentPages)[number];

export const equipmentPageOf = (slug: string | undefined): EquipmentPage | undefined =>
  equipmentPages.find((page) => page.slug === slug);

/** An item for one of these families, or for every device (family null). */
export const isForPage = (page: EquipmentPage, family: DeviceFamily | null) =>
  family === null || (page.families as readonly DeviceFamily[]).includes(family);
