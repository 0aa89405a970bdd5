// Helpers of the emulator's data generators.
export const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

/** Seconds from the start of each row of a record of `duration` s sampled every `interval` s. */
export const offsetsFor = (duration: number, interval: number) =>
  Float64Array.from({ length: Math.floor(duration / interval) }, (_, i) => i * interval);
