/**
 * A refusal to build an event, carrying its translation key (namespace `esocial`) and the field it
 * names, so the CLI, the server and the web say which input is wrong in the user's language.
 */
export class EsocialError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`);
  }
}

export const refuse = (code: string, field: string, extra: Record<string, string | number> = {}): never => {
  throw new EsocialError(`esocial:errors.${code}`, { field, ...extra });
};
