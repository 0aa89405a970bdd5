/**
 * The two keys of the whole product (docs/extending.md): a device is keyed by its family, every
 * other layer (maths, reports, web features, saved measurements) by its measurement domain.
 */
// biome-ignore format: one family per line, so that a new family is one added line
export const deviceFamilies = [
  'doseMax',
  'dosePro',
  'itemp',
  'axPro',
  'co2Pro',
  'doseMaxV2',
] as const;
export type DeviceFamily = (typeof deviceFamilies)[number];

export const measurementDomains = ['noise', 'heat', 'vibration', 'co2'] as const;
export type MeasurementDomain = (typeof measurementDomains)[number];
