import type { TranslationValues } from './translate.ts';

/**
 * The parts of a zod issue this map reads; structural, so @ohp/i18n needs no zod and tests can
 * build issues by hand. zod 4 issue codes: https://zod.dev/error-customization (issue formats).
 */
export interface ValidationIssueLike {
  code: string;
  message?: string;
  input?: unknown;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

export interface IssueTranslation {
  key: string;
  values?: TranslationValues;
}

const translationKey = /^[a-zA-Z]+:[\w.]+$/;

/**
 * The one error map of the platform: every zod issue becomes a translation key, so zod's own
 * English ("Invalid UUID", "Too small: expected…") never reaches a user in any language. A
 * schema's own message that is already a key ('errors:passwordRules', 'auth:invalidCpf') wins.
 */
export function issueTranslation(issue: ValidationIssueLike): IssueTranslation {
  if (issue.message && translationKey.test(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? { key: 'errors:required' } : typeKey(issue);
    case 'invalid_format':
      return formatKey(issue.format);
    case 'too_small':
      return smallKey(issue);
    case 'too_big':
      return bigKey(issue);
    case 'unrecognized_keys':
      return { key: 'errors:unknownField' };
    default:
      // invalid_value (enum, literal), invalid_union, invalid_key, invalid_element, custom, …
      return { key: 'errors:invalidValue' };
  }
}

function typeKey(issue: ValidationIssueLike & { expected?: string }): IssueTranslation {
  // zod 4 puts the expected type in `expected`; numbers are the only type a user types wrongly.
  const expected = issue.expected;
  return expected === 'number' || expected === 'int'
    ? { key: 'errors:mustBeNumber' }
    : { key: 'errors:invalidValue' };
}

function formatKey(format: string | undefined): IssueTranslation {
  switch (format) {
    case 'email':
      return { key: 'errors:invalidEmail' };
    case 'date':
    case 'datetime':
      return { key: 'errors:invalidDate' };
    case 'uuid':
    case 'guid':
      return { key: 'errors:invalidId' };
    default:
      return { key: 'errors:invalidValue' };
  }
}

const limit = (n: number | bigint | undefined) => Number(n ?? 0);

function smallKey(issue: ValidationIssueLike): IssueTranslation {
  if (issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? { key: 'errors:required' }
      : { key: 'errors:minLength', values: { min: limit(issue.minimum) } };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return { key: 'errors:minItems', values: { min: limit(issue.minimum) } };
  }
  return { key: 'errors:minimum', values: { min: limit(issue.minimum) } };
}

function bigKey(issue: ValidationIssueLike): IssueTranslation {
  if (issue.origin === 'string') return { key: 'errors:maxLength', values: { max: limit(issue.maximum) } };
  if (issue.origin === 'array' || issue.origin === 'set') {
    return { key: 'errors:maxItems', values: { max: limit(issue.maximum) } };
  }
  if (issue.origin === 'file') return { key: 'errors:fileTooLarge', values: { max: limit(issue.maximum) } };
  return { key: 'errors:maximum', values: { max: limit(issue.maximum) } };
}
