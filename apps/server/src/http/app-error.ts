import type { TranslationValues } from '@ohp/i18n';

/**
 * A failure the client should see: an HTTP status and a translation key; the error handler
 * renders it as `{ "error": "<message in the request's language>" }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly values: TranslationValues = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key = 'errors:notFound', values?: TranslationValues) =>
  new AppError(404, key, values);
export const badRequest = (key: string, values?: TranslationValues) => new AppError(400, key, values);
export const unauthorized = (key = 'errors:unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors:forbidden') => new AppError(403, key);
