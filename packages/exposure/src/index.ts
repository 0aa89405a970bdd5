// @ohp/exposure: pure norm maths. Noise today; heat, vibration and CO2 get their own folders.
export * from './co2/index.ts';
export * from './days/index.ts';
// @ohp/exposure: pure norm maths, one folder per measurement domain.
export * from './heat/index.ts';
export * from './noise/index.ts';
export * from './statistics/index.ts';
export * from './units/index.ts';
export * from './vibration/index.ts';
