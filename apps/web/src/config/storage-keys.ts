// Names of every item the web app keeps in the browser (SPEC §3 "Client-side stored items").
// Values are documented where they are written; keep every key here so they never collide.
const prefix = 'ohp.';

export const storageKeys = {
  accessToken: `${prefix}accessToken`,
  refreshToken: `${prefix}refreshToken`,
  language: `${prefix}language`,
  theme: `${prefix}theme`,
  companyLogo: `${prefix}companyLogo`,
  dashboardImage: `${prefix}dashboardImage`,
  selectedDevice: `${prefix}selectedDevice`,
  /** sessionStorage: the demo device families this tab connected (reconnected after a reload). */
  demoDevices: `${prefix}demoDevices`,
  temperatureUnit: `${prefix}temperatureUnit`,
  informationData: `${prefix}informationData`,
  chartSettings: {
    dosimeterSoundLevel: `${prefix}chart.dosimeterSoundLevel`,
    dosimeterHistogram: `${prefix}chart.dosimeterHistogram`,
    dosimeterOctaves: `${prefix}chart.dosimeterOctaves`,
    temperatureLine: `${prefix}chart.temperatureLine`,
    temperatureLimit: `${prefix}chart.temperatureLimit`,
    axisResult: `${prefix}chart.axisResult`,
    axisOctavesOverall: `${prefix}chart.axisOctavesOverall`,
    axisOctavesX: `${prefix}chart.axisOctavesX`,
    axisOctavesY: `${prefix}chart.axisOctavesY`,
    axisOctavesZ: `${prefix}chart.axisOctavesZ`,
    co2LevelsNr15: `${prefix}chart.co2LevelsNr15`,
    co2LevelsAcgih: `${prefix}chart.co2LevelsAcgih`,
  },
} as const;
