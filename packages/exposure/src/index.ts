// @ohp/exposure: pure norm maths. Noise today; heat, vibration and CO2 get their own folders.
export * from './noise/index.ts';
export * from './units/index.ts';
