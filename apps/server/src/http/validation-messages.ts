import { hasTranslation, type Language, translate } from '@ohp/i18n';

/** The parts of a zod issue we read; kept structural so tests can build issues by hand. */
export interface ValidationIssue {
  code: string;
  path?: ReadonlyArray<PropertyKey>;
  message: string;
  input?: unknown;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** Turns a zod issue into a sentence in the request's language, prefixed with the field's path. */
export function describeIssue(language: Language, issue: ValidationIssue): string {
  const field = issue.path && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return field + issueMessage(language, issue);
}

function issueMessage(language: Language, issue: ValidationIssue): string {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? t('errors:required')
        : t('errors:invalidRequest', { details: issue.message });
    case 'invalid_format':
      return issue.format === 'email' ? t('errors:invalidEmail') : issue.message;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return t('errors:required');
      return issue.origin === 'number'
        ? t('errors:range', { min: String(issue.minimum), max: '∞' })
        : issue.message;
    case 'too_big':
      if (issue.origin === 'string') return t('errors:maxLength', { max: String(issue.maximum) });
      return issue.origin === 'number'
        ? t('errors:range', { min: '-∞', max: String(issue.maximum) })
        : issue.message;
    default:
      return issue.message;
  }
}

/** One entry of `error.validation` as fastify-type-provider-zod 7 flattens a zod issue. */
export interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * Back to a zod-like issue; a message that is a translation key (the contracts' schemas use
 * 'errors:passwordRules', 'auth:invalidCpf') is translated into the request's language.
 */
export function issueFromEntry(language: Language, entry: ZodValidationEntry): ValidationIssue {
  const message =
    /^\w+:\w+$/.test(entry.message) && hasTranslation(language, entry.message)
      ? translate(language, entry.message)
      : entry.message;
  const path = entry.instancePath.split('/').filter(Boolean);
  return { ...(entry.params as Partial<ValidationIssue>), code: entry.keyword, path, message };
}
