// CO2 maths (docs/co2-calculations.md): one entry point, computeCo2Exposure, and what its callers
// need to draw and explain the result.
export * from './by-day.ts';
export { twa8h, type TwaInput } from './acgih.ts';
export { assertValidCo2Series, Co2SeriesError, computeCo2Exposure } from './compute.ts';
export * from './limits.ts';
export * from './types.ts';
export { blocksAbove, fifteenMinuteBlocks, type RollingMax, rollingMax } from './windows.ts';
