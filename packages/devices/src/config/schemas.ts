import type { DeviceFamily } from '../catalogue.ts';
import {
  bool,
  brightnessField,
  choice,
  date,
  decimal,
  duration,
  durationLimits,
  type FieldSpec,
  factorField,
  fileNameField,
  inactivityField,
  int,
  intervalField,
  languageField,
  sensorDelayField,
  sensorIntervalField,
  text,
  unlockPasswordField,
} from './fields.ts';

export type ConfigKind = 'config' | 'advanced' | 'maintenance';

const weighting = choice('weighting', ['A', 'C', 'Z']);
const timeWeighting = choice('timeWeighting', ['F', 'S', 'I']);
const threshold = int('threshold', 60, 90);
const criterion = int('criterion', 80, 90);
const exchangeRate = choice('exchangeRate', ['3', '4', '5', '6']);
const peakCurve = choice('peakCurve', ['C', 'Z', 'A']);
const startDelay = int('startDelay', 0, 59);
const octaveBand = choice('octaveBand', ['none', 'entire', 'third']);
const temperatureUnit = choice('temperatureUnit', ['C', 'F']);

const dosimeterV1: FieldSpec[] = [
  duration('duration', durationLimits.general),
  intervalField,
  bool('scheduleEnabled'),
  languageField,
  inactivityField,
  fileNameField,
  brightnessField,
  weighting,
  timeWeighting,
  threshold,
  criterion,
  exchangeRate,
  peakCurve,
  startDelay,
  octaveBand,
  unlockPasswordField,
  bool('led'),
];

const itemp: FieldSpec[] = [
  duration('duration', durationLimits.general),
  intervalField,
  bool('scheduleEnabled'),
  languageField,
  bool('bluetooth'),
  inactivityField,
  fileNameField,
  brightnessField,
  sensorDelayField,
  sensorIntervalField,
  choice('sensorType', ['globe', 'globeWetDry', 'all']),
  temperatureUnit,
  unlockPasswordField,
  bool('vibraCall'),
  bool('led'),
  bool('visualIndication'),
  bool('dateSync'),
];

const axPro: FieldSpec[] = [
  duration('duration', durationLimits.axPro),
  intervalField,
  languageField,
  bool('bluetooth'),
  inactivityField,
  fileNameField,
  brightnessField,
];

const axProAdvanced: FieldSpec[] = [
  choice('octaveBand', ['third', 'entire']),
  choice('octaveAxis', ['x', 'y', 'z', 'all']),
  choice('axisFilter', ['none', 'wh', 'wk', 'wd']),
  factorField,
  choice('evaluationType', ['none', 'handArm', 'wholeBody', 'analog']),
  sensorDelayField,
  choice('sensorType', ['triaxial', 'uniaxial']),
];

const axProMaintenance: FieldSpec[] = [
  decimal('sensitivityX', 0.01, 1000),
  decimal('sensitivityY', 0.01, 1000),
  decimal('sensitivityZ', 0.01, 1000),
  decimal('offsetX', -100, 100),
  decimal('offsetY', -100, 100),
  decimal('offsetZ', -100, 100),
  decimal('gainX', 0.1, 10),
  decimal('gainY', 0.1, 10),
  decimal('gainZ', 0.1, 10),
  text('accelerometerSerial', 14),
  date('calibrationDate'),
  int('referenceFrequency', 10, 600),
  decimal('referenceLevel', 0, 200),
];

const doseMaxV2: FieldSpec[] = [
  duration('duration', durationLimits.long),
  intervalField,
  languageField,
  bool('bluetooth'),
  inactivityField,
  fileNameField,
  brightnessField,
  bool('vibraCall'),
  bool('led'),
  bool('visualIndication'),
  unlockPasswordField,
];

const doseMaxV2Advanced: FieldSpec[] = [
  weighting,
  timeWeighting,
  threshold,
  criterion,
  exchangeRate,
  peakCurve,
  startDelay,
  octaveBand,
  bool('audioRecording'),
  int('audioTriggerLevel', 80, 140),
  int('audioPreTrigger', 0, 15),
  int('audioDuration', 1, 59),
  int('secondThreshold', 60, 90),
  int('secondCriterion', 80, 90),
  choice('secondExchangeRate', ['3', '4', '5', '6']),
  int('peakThreshold', 100, 140),
  decimal('calibrationOffset', -10, 10),
];

const co2Pro: FieldSpec[] = [
  duration('duration', durationLimits.long),
  intervalField,
  bool('scheduleEnabled'),
  languageField,
  bool('bluetooth'),
  inactivityField,
  fileNameField,
  brightnessField,
  sensorDelayField,
  sensorIntervalField,
  int('alarmLevel', 400, 5000),
  bool('alarmEnabled'),
  temperatureUnit,
  bool('vibraCall'),
  bool('led'),
  bool('visualIndication'),
  unlockPasswordField,
];

const co2ProAdvanced: FieldSpec[] = [
  int('altitude', 0, 5000),
  bool('pressureCompensation'),
  bool('autoCalibration'),
  int('co2Offset', -500, 500),
  decimal('temperatureOffset', -10, 10),
  decimal('humidityOffset', -20, 20),
  int('twaLimit', 0, 10000),
  int('stelLimit', 0, 50000),
  int('averagingMinutes', 1, 60),
  bool('logCo2'),
  bool('logTemperature'),
  bool('logHumidity'),
  choice('displayMode', ['co2', 'all']),
  int('averagingSamples', 1, 60),
  int('warmupSeconds', 10, 600),
  bool('fan'),
  int('reportInterval', 1, 60),
];

const schemas: Record<DeviceFamily, Partial<Record<ConfigKind, readonly FieldSpec[]>>> = {
  doseMax: { config: dosimeterV1 },
  dosePro: { config: dosimeterV1 },
  itemp: { config: itemp },
  axPro: { config: axPro, advanced: axProAdvanced, maintenance: axProMaintenance },
  doseMaxV2: { config: doseMaxV2, advanced: doseMaxV2Advanced },
  co2Pro: { config: co2Pro, advanced: co2ProAdvanced },
};

/** The ordered field list of a configuration kind, or undefined when the family has none. */
export function configSchema(family: DeviceFamily, kind: ConfigKind): readonly FieldSpec[] | undefined {
  return schemas[family][kind];
}

/** SPEC §5 device response completeness: minimum number of semicolon-separated fields. */
export function minimumFields(family: DeviceFamily, kind: ConfigKind): number {
  if (kind === 'maintenance') return 13;
  if (family === 'axPro') return 7;
  if (kind === 'config' && family === 'doseMaxV2') return 11;
  return 17;
}

/** Records per register a family can store (the "number of records valid for the interval" rule). */
export const recordCapacity: Record<DeviceFamily, number> = {
  doseMax: 57_600,
  dosePro: 57_600,
  itemp: 57_600,
  axPro: 36_000,
  doseMaxV2: 86_400,
  co2Pro: 86_400,
};
