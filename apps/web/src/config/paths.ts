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

// Every route path of SPEC §2 in one place, with getHref builders (bulletproof-react style).
// The SPEC's route names ('dosimetro-v1', 'itemp-simple', 'ax-pro' …) are data of the family
// modules (their `presentation.routes`); this file builds the paths from them.
const enc = encodeURIComponent;

/** The measurement lists of SPEC §2 (/measurements-list/<name>), from the family modules. */
export const measurementListDevices: readonly string[] = measurementListNames;
export type MeasurementListDevice = string;

/** The measurement viewers of SPEC §2: /measurement/<name>/:measurementId ('device-…' screens aside). */
export const measurementRouteNames: readonly string[] = measurementViewerNames.filter(
  (name) => deviceScreenOfViewer(name) === undefined,
);
export type MeasurementRouteName = string;

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

/** The id under which a viewer shows the current reading, opened and not saved yet. */
export const NEW_MEASUREMENT_ID = 'new';

export const paths = {
  auth: {
    login: { path: '/', getHref: () => '/' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    /** Where the OpenID Connect issuer sends the browser back (redirect_uri), logged out. */
    oidcCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  },
  app: {
    home: { path: '/', getHref: () => '/' },
    accessDevice: { path: '/access-device', getHref: () => '/access-device' },
    accessDeviceSelect: { path: '/access-device/select', getHref: () => '/access-device/select' },
    accessDeviceRegister: {
      path: '/access-device/register/:id',
      getHref: (id: string | number) => `/access-device/register/${enc(String(id))}`,
    },
    accessDeviceConfiguration: {
      path: '/access-device/configuration',
      getHref: () => '/access-device/configuration',
    },
    admin: { path: '/admin', getHref: () => '/admin' },
    upload: { path: '/upload', getHref: () => '/upload' },
    uploadRead: { path: '/upload/read', getHref: () => '/upload/read' },
    /** One route for the viewers of SPEC §2 (dosimetro-v1|v2, co2pro, itemp); others go home. */
    measurement: {
      path: '/measurement/:device/:measurementId',
      getHref: (device: MeasurementRouteName, measurementId: string | number) =>
        `/measurement/${device}/${enc(String(measurementId))}`,
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    devices: { path: '/devices', getHref: () => '/devices' },
    documents: { path: '/documents', getHref: () => '/documents' },
    archive: { path: '/archive', getHref: () => '/archive' },
    company: { path: '/company', getHref: () => '/company' },
    group: { path: '/group', getHref: () => '/group' },
    companyWorkers: { path: '/company/workers', getHref: () => '/company/workers' },
    companyGhe: { path: '/company/ghe', getHref: () => '/company/ghe' },
    companyInvite: {
      path: '/company/user/invite/:token',
      getHref: (token: string) => `/company/user/invite/${enc(token)}`,
    },
    deviceRegister: {
      path: '/device/register/:id/:name',
      getHref: (id: string | number, name: string) => `/device/register/${enc(String(id))}/${enc(name)}`,
    },
    deviceComponents: {
      path: '/device/components/:type',
      getHref: (type: string) => `/device/components/${enc(type)}`,
    },
    measurementsList: {
      path: '/measurements-list/:device',
      getHref: (device: MeasurementListDevice) => `/measurements-list/${device}`,
    },
    deviceAxPro: {
      path: '/device/ax-pro/:id?',
      getHref: (id?: string | number) =>
        id === undefined ? '/device/ax-pro' : `/device/ax-pro/${enc(String(id))}`,
    },
    deviceItemp: {
      path: '/device/itemp/:id?',
      getHref: (id?: string | number) =>
        id === undefined ? '/device/itemp' : `/device/itemp/${enc(String(id))}`,
    },
    videos: { path: '/videos', getHref: () => '/videos' },
    // Not in SPEC §2's route table ("route paths for these: not shown"): chosen here.
    help: { path: '/help', getHref: () => '/help' },
    equipment: {
      path: '/equipment/:slug',
      getHref: (slug: string) => `/equipment/${enc(slug)}`,
    },
    videoPlayer: {
      path: '/videos/player/:id',
      getHref: (id: string | number) => `/videos/player/${enc(String(id))}`,
    },
  },
} as const;

/**
 * Where a measurement of this family opens (a samples CSV, family null, with the first dosimeters):
 * its viewer route, or the AxPro report screen, which is where SPEC §2 shows AxPro readings.
 */
/** The viewer route of a samples CSV (no family) by the domain it was read as. */
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
