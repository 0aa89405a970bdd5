// The SPEC §2 route names that are data of the family modules ('dosimetro-v1', 'itemp-simple',
// 'ax-pro' …: their `presentation.routes`) and the paths built from them. Apart from paths.ts
// because the modules bring their parsers: the sign-in page does not load them.
import type { DeviceFamily, MeasurementDomain, MeasurementFamilyFilter } from '@ohp/contracts';
import {
  csvDomainOfList,
  deviceScreenOfViewer,
  componentsRouteOfDomain,
  equipmentPages,
  familiesOfList,
  familyModules,
  familyPresentation,
  measurementListNames,
  measurementListTitle,
  measurementPagePath,
  measurementViewerNames,
  measurementViewerOf,
} from '@ohp/devices';
import { type MeasurementListDevice, type MeasurementRouteName, NEW_MEASUREMENT_ID, paths } from './paths';

/** The measurement lists of SPEC §2 (/measurements-list/<name>), from the family modules. */
export const measurementListDevices: readonly string[] = measurementListNames;

/** The measurement viewers of SPEC §2: /measurement/<name>/:measurementId ('device-…' screens aside). */
export const measurementRouteNames: readonly string[] = measurementViewerNames.filter(
  (name) => deviceScreenOfViewer(name) === undefined,
);

/** Which saved measurements a list shows; 'none' is a samples CSV (no device) of the list's domain. */
export function measurementListFamiliesOf(list: MeasurementListDevice): readonly MeasurementFamilyFilter[] {
  const families: MeasurementFamilyFilter[] = familiesOfList(list);
  return csvDomainOfList(list) ? [...families, 'none'] : families;
}

/** The list of a family's measurements (Itemp: the component list; its simple mode has its own). */
export function measurementListOfFamily(family: DeviceFamily): MeasurementListDevice {
  return familyPresentation(family).routes.list;
}

export { componentsRouteOfDomain };

/** The component screen of SPEC §2 (/device/components/<name>) of a family, if it has components. */
export function componentsRouteOfFamily(family: DeviceFamily): string | undefined {
  return familyPresentation(family).routes.components;
}

/** The equipment pages (SPEC §2 "Equipment pages"), by path name; their labels are `app:menu.equipment.*`. */
export const equipmentPageSlugs: Readonly<Record<string, string>> = Object.fromEntries(
  equipmentPages.map((page) => [page.slug, page.menuKey]),
);
export type EquipmentPageSlug = string;

/** Shown name of the instruments of a list (title of the list screen). */
export function measurementListTitleOf(list: MeasurementListDevice): string {
  return measurementListTitle(list);
}

/** The main lists of a domain's families, in family order (menus: one group each). */
export function listsOfDomain(domain: MeasurementDomain): MeasurementListDevice[] {
  return [
    ...new Set(familyModules.filter((m) => m.domain === domain).map((m) => m.presentation.routes.list)),
  ];
}

/** The second-mode lists of a domain's families (Itemp simple). */
export function extraListsOfDomain(domain: MeasurementDomain): MeasurementListDevice[] {
  return [
    ...new Set(
      familyModules.filter((m) => m.domain === domain).flatMap((m) => m.presentation.routes.extraLists ?? []),
    ),
  ];
}

/** A list that is a second mode of its family's (Itemp simple): `routes.extraLists` of a module. */
export function isExtraList(list: MeasurementListDevice): boolean {
  return familiesOfList(list).some((f) => familyPresentation(f).routes.extraLists?.includes(list));
}

/** The device families whose measurements a viewer route shows (samples CSVs aside). */
export function familiesOfRoute(device: MeasurementListDevice): DeviceFamily[] {
  return familiesOfList(device);
}

export function isMeasurementListDevice(value: string | undefined): value is MeasurementListDevice {
  return measurementListDevices.includes(value ?? '');
}

export function isMeasurementRouteName(value: string | undefined): value is MeasurementRouteName {
  return measurementRouteNames.includes(value ?? '');
}

/**
 * Where a measurement of this family opens (a samples CSV, family null, with the first dosimeters):
 * its viewer route, or the AxPro report screen, which is where SPEC §2 shows AxPro readings; a
 * samples CSV's by the domain it was read as.
 */
export function measurementHref(
  family: DeviceFamily | null,
  measurementId: string | number,
  domain: MeasurementDomain = 'noise',
): string {
  return measurementPagePath(family, domain, String(measurementId));
}

/**
 * Where a reading opened from a list (not saved yet) shows: its viewer route under the id `new`,
 * or the reading screen for a family without a measurement route (AxPro).
 */
export function newReadingHref(family: DeviceFamily | null, domain: MeasurementDomain = 'noise'): string {
  const route = measurementViewerOf(family, domain);
  return deviceScreenOfViewer(route)
    ? paths.app.uploadRead.getHref()
    : paths.app.measurement.getHref(route, NEW_MEASUREMENT_ID);
}
