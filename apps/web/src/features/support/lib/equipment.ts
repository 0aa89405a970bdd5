import type { DeviceFamily } from '@ohp/contracts';
import { type EquipmentPage, equipmentPages } from '@ohp/devices';

/**
 * The equipment pages of SPEC §2, built from the family modules (presentation.equipment): the
 * path name of each, the families whose documents and videos it lists, and the family whose
 * picture it shows. Texts are `admin:equipment.pages.<slug>.*`.
 */
export { equipmentPages, type EquipmentPage };

export const equipmentPageOf = (slug: string | undefined): EquipmentPage | undefined =>
  equipmentPages.find((page) => page.slug === slug);

/** An item for one of these families, or for every device (family null). */
export const isForPage = (page: EquipmentPage, family: DeviceFamily | null) =>
  family === null || page.families.includes(family);
