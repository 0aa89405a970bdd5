// SPEC §5 and §9: configuration fields of the dosimeters (DoseMax, DosePro, DoseMaxV2).
import {
  bool,
  brightnessField,
  choice,
  decimal,
  duration,
  durationLimits,
  type FieldSpec,
  fileNameField,
  inactivityField,
  int,
  intervalField,
  languageField,
  unlockPasswordField,
} from '../../config/fields.ts';

const weighting = choice('weighting', ['A', 'C', 'Z']);
const timeWeighting = choice('timeWeighting', ['F', 'S', 'I']);
const threshold = int('threshold', 60, 90);
const criterion = int('criterion', 80, 90);
const exchangeRate = choice('exchangeRate', ['3', '4', '5', '6']);
const peakCurve = choice('peakCurve', ['C', 'Z', 'A']);
const startDelay = int('startDelay', 0, 59);
const octaveBand = choice('octaveBand', ['none', 'entire', 'third']);

/** DoseMax and DosePro (`z`/`y`). */
export const dosimeterV1Fields: FieldSpec[] = [
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

export const doseMaxV2Fields: FieldSpec[] = [
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

export const doseMaxV2AdvancedFields: FieldSpec[] = [
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
