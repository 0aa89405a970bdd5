// SPEC §5 and §9: AxPro configuration, advanced and maintenance fields.
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
  text,
} from '../../config/fields.ts';

export const axProFields: FieldSpec[] = [
  duration('duration', durationLimits.axPro),
  intervalField,
  languageField,
  bool('bluetooth'),
  inactivityField,
  fileNameField,
  brightnessField,
];

export const axProAdvancedFields: FieldSpec[] = [
  choice('octaveBand', ['third', 'entire']),
  choice('octaveAxis', ['x', 'y', 'z', 'all']),
  choice('axisFilter', ['none', 'wh', 'wk', 'wd']),
  factorField,
  choice('evaluationType', ['none', 'handArm', 'wholeBody', 'analog']),
  sensorDelayField,
  choice('sensorType', ['triaxial', 'uniaxial']),
];

export const axProMaintenanceFields: FieldSpec[] = [
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
