// SPEC §5 and §9: ITEMP configuration fields.
import {
  bool,
  choice,
  durationLimits,
  type FieldSpec,
  recorderFields,
  temperatureUnitField,
  unlockPasswordField,
} from '../../config/fields.ts';

export const itempFields: FieldSpec[] = [
  ...recorderFields(durationLimits.general),
  choice('sensorType', ['globe', 'globeWetDry', 'all']),
  temperatureUnitField,
  unlockPasswordField,
  bool('vibraCall'),
  bool('led'),
  bool('visualIndication'),
  bool('dateSync'),
];
