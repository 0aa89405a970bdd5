import { issueTranslation, type Language, translate, type ValidationIssueLike } from '@ohp/i18n';

/** The parts of a zod issue we read; kept structural so tests can build issues by hand. */
export interface ValidationIssue extends ValidationIssueLike {
  path?: ReadonlyArray<PropertyKey>;
  message: string;
}

/** Turns a zod issue into a sentence in the request's language, prefixed with the field's path. */
export function describeIssue(language: Language, issue: ValidationIssue): string {
  const field = issue.path && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  const { key, values } = issueTranslation(issue);
  return field + translate(language, key, values);
}

/** One entry of `error.validation` as fastify-type-provider-zod 7 flattens a zod issue. */
export interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Back to a zod-like issue (its fields are in `params`); the error map reads it from there. */
export function issueFromEntry(entry: ZodValidationEntry): ValidationIssue {
  const path = entry.instancePath.split('/').filter(Boolean);
  return { ...(entry.params as Partial<ValidationIssue>), code: entry.keyword, path, message: entry.message };
}
