// Every route path of SPEC §2 in one place, with getHref builders (bulletproof-react style).
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
    measurementDosimeterV1: {
      path: '/measurement/dosimetro-v1/:measurementId',
      getHref: (measurementId: string | number) => `/measurement/dosimetro-v1/${enc(String(measurementId))}`,
    },
    measurementDosimeterV2: {
      path: '/measurement/dosimetro-v2/:measurementId',
      getHref: (measurementId: string | number) => `/measurement/dosimetro-v2/${enc(String(measurementId))}`,
    },
    measurementCo2pro: {
      path: '/measurement/co2pro/:measurementId',
      getHref: (measurementId: string | number) => `/measurement/co2pro/${enc(String(measurementId))}`,
    },
    measurementItemp: {
      path: '/measurement/itemp/:measurementId',
      getHref: (measurementId: string | number) => `/measurement/itemp/${enc(String(measurementId))}`,
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    devices: { path: '/devices', getHref: () => '/devices' },
    documents: { path: '/documents', getHref: () => '/documents' },
    archive: { path: '/archive', getHref: () => '/archive' },
    company: { path: '/company', getHref: () => '/company' },
    group: { path: '/group', getHref: () => '/group' },
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
    videoPlayer: {
      path: '/videos/player/:id',
      getHref: (id: string | number) => `/videos/player/${enc(String(id))}`,
    },
  },
} as const;
