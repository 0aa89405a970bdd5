import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import { type ConfigKind, configSchema } from '../config/schemas.ts';
import { familyModule } from '../families/index.ts';

/** Factory settings of the virtual devices (valid under every rule of validateConfig); each family module overrides some. */
const defaults: Record<string, string> = {
  duration: '08:00',
  interval: '1',
  scheduleEnabled: '0',
  language: 'pt',
  bluetooth: '1',
  inactivity: '10',
  fileName: 'MEDICAO',
  brightness: '80',
  weighting: 'A',
  timeWeighting: 'S',
  threshold: '80',
  criterion: '85',
  exchangeRate: '5',
  peakCurve: 'C',
  startDelay: '0',
  octaveBand: 'none',
  unlockPassword: '1234',
  led: '1',
  sensorReadingDelay: '5',
  sensorReadingInterval: '10',
  sensorType: 'all',
  temperatureUnit: 'C',
  vibraCall: '1',
  visualIndication: '1',
  dateSync: '1',
  octaveAxis: 'all',
  axisFilter: 'wh',
  factor: '1',
  evaluationType: 'handArm',
  sensitivityX: '10.2',
  sensitivityY: '10.1',
  sensitivityZ: '9.9',
  offsetX: '0',
  offsetY: '0',
  offsetZ: '0',
  gainX: '1',
  gainY: '1',
  gainZ: '1',
  accelerometerSerial: 'ACC-55821',
  calibrationDate: '15/03/2026',
  referenceFrequency: '160',
  referenceLevel: '10',
  audioRecording: '1',
  audioTriggerLevel: '115',
  audioPreTrigger: '2',
  audioDuration: '2',
  secondThreshold: '80',
  secondCriterion: '85',
  secondExchangeRate: '3',
  peakThreshold: '115',
  calibrationOffset: '0',
  alarmLevel: '1000',
  alarmEnabled: '1',
  altitude: '760',
  pressureCompensation: '1',
  autoCalibration: '0',
  co2Offset: '0',
  temperatureOffset: '0',
  humidityOffset: '0',
  twaLimit: '5000',
  stelLimit: '30000',
  averagingMinutes: '15',
  logCo2: '1',
  logTemperature: '1',
  logHumidity: '1',
  displayMode: 'all',
  averagingSamples: '4',
  warmupSeconds: '60',
  fan: '1',
  reportInterval: '1',
};

/** Factory configuration of a family, as the `;`-joined wire value; undefined when the kind does not exist. */
export function defaultConfigValue(family: DeviceFamily, kind: ConfigKind): string | undefined {
  const schema = configSchema(family, kind);
  if (!schema) return undefined;
  const override = familyModule(family).emulator.factoryOverrides[kind] ?? {};
  return schema.map((f) => override[f.key] ?? defaults[f.key] ?? '').join(';');
}

/** Factory schedule: DoseMaxV2 10 slot lines, others 7 days × 13 fields. */
export function defaultSchedule(family: DeviceFamily): string[] {
  return familyModule(family).schedule.factory();
}
