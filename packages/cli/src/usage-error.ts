/** A command line given wrong; main prints it translated with the usage (exit 2). */
export class UsageError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(key);
  }
}
