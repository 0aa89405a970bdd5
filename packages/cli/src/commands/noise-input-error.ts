/** A failure to read the input, already carrying its translation key (names the line). */
export class NoiseInputError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number>,
  ) {
    super(key);
  }
}
