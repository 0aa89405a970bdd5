// SPEC §5 and §9: CO2Pro configuration and advanced fields.
import {
  bool,
  choice,
  decimal,
  durationLimits,
  type FieldSpec,
  recorderFields,
  int,
  temperatureUnitField,
  unlockPasswordField,
} from '../../config/fields.ts';

export const co2ProFields: FieldSpec[] = [
  ...recorderFields(durationLimits.long),
  int('alarmLevel', 400, 5000),
  bool('alarmEnabled'),
  temperatureUnitField,
  bool('vibraCall'),
  bool('led'),
  bool('visualIndication'),
  unlockPasswordField,
];

export const co2ProAdvancedFields: FieldSpec[] = [
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
