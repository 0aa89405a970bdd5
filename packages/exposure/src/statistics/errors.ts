// Errors of the exposure statistics: an i18n key of the 'statistics' namespace plus its values.

/** Thrown on input the statistics cannot take; `key` names the problem for translate(). */
export class StatisticsError extends Error {
  constructor(
    /** e.g. 'statistics:errors.tooFew' — translate(lang, key, values). */
    readonly key: `statistics:errors.${string}`,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.name = 'StatisticsError';
  }
}

export function isStatisticsError(error: unknown): error is StatisticsError {
  return error instanceof StatisticsError;
}
