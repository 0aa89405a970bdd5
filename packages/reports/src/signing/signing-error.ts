/** Why a certificate cannot sign; `key` is a text of the `signing` namespace. */
export type SigningFailure =
  | 'notPkcs12'
  | 'wrongPassword'
  | 'noPrivateKey'
  | 'expired'
  | 'notYetValid'
  | 'unsupportedKey'
  | 'notOurPdf';

export class SigningError extends Error {
  constructor(
    readonly failure: SigningFailure,
    readonly values: Record<string, string> = {},
  ) {
    super(`signing:errors.${failure}`);
    this.name = 'SigningError';
  }

  /** The i18n key of the message (`signing:errors.<failure>`). */
  get key(): string {
    return `signing:errors.${this.failure}`;
  }
}
