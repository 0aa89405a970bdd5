// The signing flags every `ohp report` takes, apart from the signing and rendering code (which loads
// only when a report is written): main reads them and prints their errors.

/** `--sign cert.p12 --sign-password-env VAR`. */
export interface ReportSignArgs {
  certificate: string | undefined;
  passwordEnv: string | undefined;
}

/** `--sign` / `--sign-password-env` of the parsed command line. */
export const reportSignArgs = (values: { sign?: string; 'sign-password-env'?: string }): ReportSignArgs => ({
  certificate: values.sign,
  passwordEnv: values['sign-password-env'],
});

/** A signing flag given wrong; main prints it translated (exit 2). */
export class SigningUsageError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(key);
  }
}
