/** Field descriptors: one table per family and configuration kind drives parsing, forms and validation. */
export type FieldKind = 'int' | 'decimal' | 'enum' | 'bool' | 'text' | 'duration' | 'date';

export interface FieldSpec {
  key: string;
  kind: FieldKind;
  min?: number;
  max?: number;
  /** duration: maximum as minutes (min is always 00:01). */
  options?: readonly string[];
  maxLength?: number;
  /** i18n key of the label shown by forms. */
  labelKey: string;
}

const label = (key: string) => `devices:fields.${key}`;
export const int = (key: string, min: number, max: number): FieldSpec => ({
  key,
  kind: 'int',
  min,
  max,
  labelKey: label(key),
});
export const decimal = (key: string, min: number, max: number): FieldSpec => ({
  key,
  kind: 'decimal',
  min,
  max,
  labelKey: label(key),
});
export const choice = (key: string, options: readonly string[]): FieldSpec => ({
  key,
  kind: 'enum',
  options,
  labelKey: label(key),
});
export const bool = (key: string): FieldSpec => ({ key, kind: 'bool', labelKey: label(key) });
export const text = (key: string, maxLength: number): FieldSpec => ({
  key,
  kind: 'text',
  maxLength,
  labelKey: label(key),
});
export const date = (key: string): FieldSpec => ({ key, kind: 'date', labelKey: label(key) });
/** hh:mm from 00:01 to `maxMinutes` (SPEC §5 measurement duration). */
export const duration = (key: string, maxMinutes: number): FieldSpec => ({
  key,
  kind: 'duration',
  min: 1,
  max: maxMinutes,
  labelKey: label(key),
});

/** SPEC §5 duration limits, in minutes. */
export const durationLimits = { general: 15 * 60 + 59, axPro: 10 * 60, long: 23 * 60 + 59 } as const;

// SPEC §5 and §9 ranges shared by several families.
export const languageField = choice('language', ['pt', 'en', 'es']);
export const intervalField = int('interval', 1, 60);
export const brightnessField = int('brightness', 10, 100);
export const inactivityField = int('inactivity', 1, 30);
export const fileNameField = text('fileName', 14);
export const sensorDelayField = int('sensorReadingDelay', 0, 60);
export const sensorIntervalField = int('sensorReadingInterval', 1, 60);
export const factorField = decimal('factor', 0, 200);
export const unlockPasswordField = text('unlockPassword', 6);
export const temperatureUnitField = choice('temperatureUnit', ['C', 'F']);

/**
 * The opening run of the climate recorders' configuration (ITEMP, CO2Pro: SPEC §5 and §9): the same
 * fields in the same order, only the longest recording differs.
 */
export function recorderFields(maxDurationMinutes: number): FieldSpec[] {
  return [
    duration('duration', maxDurationMinutes),
    intervalField,
    bool('scheduleEnabled'),
    languageField,
    bool('bluetooth'),
    inactivityField,
    fileNameField,
    brightnessField,
    sensorDelayField,
    sensorIntervalField,
  ];
}
