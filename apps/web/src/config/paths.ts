import {
  type DeviceFamily,
  type MeasurementDomain,
  type MeasurementFamilyFilter,
  measurementViewerOf,
} from '@ohp/contracts';

// Every route path of SPEC §2 in one place, with getHref builders (bulletproof-react style).
// The SPEC's route names ('dosimetro-v1', 'itemp-simple', 'ax-pro' …) are written here only; the
// rest of the app speaks of device families and measurement domains and maps through this file.
const enc = encodeURIComponent;

export const measurementListDevices = [
  'ax-pro',
  'co2pro',
  'dosimetro-v1',
  'dosimetro-v2',
  'itemp',
  'itemp-simple',
] as const;
export type MeasurementListDevice = (typeof measurementListDevices)[number];

/** The measurement viewers of SPEC §2: /measurement/<name>/:measurementId. */
export const measurementRouteNames = ['dosimetro-v1', 'dosimetro-v2', 'co2pro', 'itemp'] as const;
export type MeasurementRouteName = (typeof measurementRouteNames)[number];

/** Which saved measurements each list shows; 'none' is a samples CSV (no device), listed with the first dosimeters. */
export const measurementListFamilies: Readonly<
  Record<MeasurementListDevice, readonly MeasurementFamilyFilter[]>
> = {
  'dosimetro-v1': ['doseMax', 'dosePro', 'none'],
  'dosimetro-v2': ['doseMaxV2'],
  // 'none': a heat samples CSV (no device) is listed with the Itemp's measurements.
  itemp: ['itemp', 'none'],
  'itemp-simple': ['itemp', 'none'],
  'ax-pro': ['axPro'],
  co2pro: ['co2Pro'],
};

/** The list of a family's measurements (Itemp: the component list; its simple mode has its own). */
export const measurementListOfFamily: Readonly<Record<DeviceFamily, MeasurementListDevice>> = {
  doseMax: 'dosimetro-v1',
  dosePro: 'dosimetro-v1',
  doseMaxV2: 'dosimetro-v2',
  itemp: 'itemp',
  axPro: 'ax-pro',
  co2Pro: 'co2pro',
};

/** Itemp's simple mode has its own list (SPEC §2), beside the component list of measurementListOfFamily. */
export const itempSimpleList: MeasurementListDevice = 'itemp-simple';

/** The component screens of SPEC §2 (/device/components/<name>). */
export const componentsRouteOfFamily = { itemp: 'itemp', axPro: 'ax-pro' } as const;

/** The equipment pages (SPEC §2 "Equipment pages"), by path name; their labels are `app:menu.equipment.*`. */
export const equipmentPageSlugs = {
  'ax-pro': 'axPro',
  'itemp-simple': 'itempSimple',
  'itemp-component': 'itempComponent',
  co2pro: 'co2pro',
  'dosemax-dosepro': 'dosimeter',
  'dosemax-v2': 'dosimeterV2',
} as const;
export type EquipmentPageSlug = keyof typeof equipmentPageSlugs;

/** Shown names of the instruments of each list (titles of the list screens). */
export const measurementListTitles: Readonly<Record<MeasurementListDevice, string>> = {
  'ax-pro': 'AxPro',
  co2pro: 'CO2Pro',
  'dosimetro-v1': 'DoseMax / DosePro',
  'dosimetro-v2': 'DoseMax V2',
  itemp: 'Itemp',
  'itemp-simple': 'Itemp',
};

/** The device families whose measurements a viewer route shows (samples CSVs aside). */
export function familiesOfRoute(device: MeasurementListDevice): DeviceFamily[] {
  return measurementListFamilies[device].filter((f): f is DeviceFamily => f !== 'none');
}

export function isMeasurementListDevice(value: string | undefined): value is MeasurementListDevice {
  return (measurementListDevices as readonly string[]).includes(value ?? '');
}

export function isMeasurementRouteName(value: string | undefined): value is MeasurementRouteName {
  return (measurementRouteNames as readonly string[]).includes(value ?? '');
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
  const route = measurementViewerOf(family, domain);
  return route === 'device-ax-pro'
    ? paths.app.deviceAxPro.getHref(measurementId)
    : paths.app.measurement.getHref(route, measurementId);
}

/**
 * Where a reading opened from a list (not saved yet) shows: its viewer route under the id `new`,
 * or the reading screen for a family without a measurement route (AxPro).
 */
export function newReadingHref(family: DeviceFamily | null, domain: MeasurementDomain = 'noise'): string {
  const route = measurementViewerOf(family, domain);
  return route === 'device-ax-pro'
    ? paths.app.uploadRead.getHref()
    : paths.app.measurement.getHref(route, NEW_MEASUREMENT_ID);
}
