/**
 * Runs every case `runs` times, one run each per round, each round starting one case further on.
 * Measured one after the other, the first case paid alone for the process's warm-up (the JIT, and
 * malloc's fresh pages until V8 collects the previous runs' arrays); in rounds always started by
 * the same case, that one paid for the collections of the round before (docs/decisions.md,
 * sessions 17 and 24).
 */
export function takeTurns<T>(cases: readonly T[], runs: number, runOnce: (c: T) => void): void {
  for (let run = 0; run < runs; run++)
    for (let k = 0; k < cases.length; k++) runOnce(cases[(run + k) % cases.length] as T);
}
