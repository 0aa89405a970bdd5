/** Deterministic PRNG (mulberry32) so every emulator run produces the same records. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Approximately normal noise (sum of uniforms), mean 0, standard deviation ~1. */
export function gaussian(random: () => number): number {
  return random() + random() + random() + random() + random() + random() - 3;
}

/** Local wall-clock "yyyy-MM-ddTHH:mm:ss" for a start date and an offset in seconds. */
export function wallClock(startIso: string, offsetSeconds: number): string {
  const base = Date.parse(`${startIso}Z`);
  return new Date(base + offsetSeconds * 1000).toISOString().slice(0, 19);
}

/** Seconds since epoch of a wall-clock time (the emulator treats device time as UTC). */
export function epochSeconds(iso: string): number {
  return Math.floor(Date.parse(`${iso}Z`) / 1000);
}
