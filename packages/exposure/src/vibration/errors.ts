// Errors of the vibration maths and readers: an i18n key of the 'vibration' namespace plus its values.

/** Thrown by the vibration calculations on bad input; the key names the problem, `field` where. */
export class VibrationError extends Error {
  constructor(
    /** e.g. 'vibration:errors.negative' — translate(lang, key, values). */
    readonly key: `vibration:${string}`,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.name = 'VibrationError';
  }
}

export function isVibrationError(error: unknown): error is VibrationError {
  return error instanceof VibrationError;
}
