// Every route path of SPEC §2 in one place, with getHref builders (bulletproof-react style). No
// family data here: the sign-in page loads this file, and the routes built from the family modules
// (whose parsers come with them) are in measurement-routes.ts, loaded once signed in.
const enc = encodeURIComponent;

/** A measurement list route name of SPEC §2 (/measurements-list/<name>): measurement-routes.ts lists them. */
export type MeasurementListDevice = string;
/** A measurement viewer route name of SPEC §2 (/measurement/<name>/:id): measurement-routes.ts lists them. */
export type MeasurementRouteName = string;

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
