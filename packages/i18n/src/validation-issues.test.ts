import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { resources } from './resources.ts';
import { hasTranslation, translate } from './translate.ts';
import { issueTranslation, type ValidationIssueLike } from './validation-issues.ts';

// One issue of every code zod 4 produces, with the fields zod sets (zod.dev, "issue formats").
const issues: Array<[string, ValidationIssueLike & { expected?: string }, string]> = [
  [
    'missing field',
    { code: 'invalid_type', expected: 'string', input: undefined, message: 'Invalid input' },
    'errors:required',
  ],
  [
    'text for a number',
    { code: 'invalid_type', expected: 'number', input: 'x', message: 'Invalid input' },
    'errors:mustBeNumber',
  ],
  [
    'object for a string',
    { code: 'invalid_type', expected: 'string', input: {}, message: 'Invalid input' },
    'errors:invalidValue',
  ],
  ['malformed uuid', { code: 'invalid_format', format: 'uuid', message: 'Invalid UUID' }, 'errors:invalidId'],
  [
    'malformed e-mail',
    { code: 'invalid_format', format: 'email', message: 'Invalid email address' },
    'errors:invalidEmail',
  ],
  [
    'malformed date',
    { code: 'invalid_format', format: 'date', message: 'Invalid ISO date' },
    'errors:invalidDate',
  ],
  [
    'malformed regex',
    { code: 'invalid_format', format: 'regex', message: 'Invalid string' },
    'errors:invalidValue',
  ],
  [
    'empty string',
    { code: 'too_small', origin: 'string', minimum: 1, message: 'Too small' },
    'errors:required',
  ],
  [
    'short string',
    { code: 'too_small', origin: 'string', minimum: 8, message: 'Too small' },
    'errors:minLength',
  ],
  ['short list', { code: 'too_small', origin: 'array', minimum: 2, message: 'Too small' }, 'errors:minItems'],
  [
    'small number',
    { code: 'too_small', origin: 'number', minimum: 0, message: 'Too small' },
    'errors:minimum',
  ],
  ['long string', { code: 'too_big', origin: 'string', maximum: 80, message: 'Too big' }, 'errors:maxLength'],
  ['long list', { code: 'too_big', origin: 'array', maximum: 5, message: 'Too big' }, 'errors:maxItems'],
  ['large file', { code: 'too_big', origin: 'file', maximum: 10, message: 'Too big' }, 'errors:fileTooLarge'],
  ['large number', { code: 'too_big', origin: 'number', maximum: 140, message: 'Too big' }, 'errors:maximum'],
  [
    'enum',
    { code: 'invalid_value', message: 'Invalid option: expected one of "a"|"b"' },
    'errors:invalidValue',
  ],
  ['union', { code: 'invalid_union', message: 'Invalid input' }, 'errors:invalidValue'],
  ['extra key', { code: 'unrecognized_keys', message: 'Unrecognized key: "x"' }, 'errors:unknownField'],
  ['custom refinement', { code: 'custom', message: 'Invalid input' }, 'errors:invalidValue'],
  ['schema key', { code: 'custom', message: 'auth:invalidCpf' }, 'auth:invalidCpf'],
];

describe('issueTranslation (the one zod error map)', () => {
  for (const [name, issue, key] of issues) {
    it(`${name} → ${key}, translated in every language without zod's English`, () => {
      const result = issueTranslation(issue);
      expect(result.key).toBe(key);
      for (const language of languages) {
        expect(hasTranslation(language, result.key)).toBe(true);
        const text = translate(language, result.key, result.values);
        expect(text).not.toContain('{{');
        expect(text).not.toBe(issue.message);
      }
    });
  }

  it('puts the limit into the sentence', () => {
    const { key, values } = issueTranslation({ code: 'too_big', origin: 'string', maximum: 80 });
    expect(translate('en', key, values)).toBe('Use at most 80 characters');
    expect(translate('pt-BR', key, values)).toBe('Use no máximo 80 caracteres');
  });
});

describe('error texts', () => {
  const source = resources['pt-BR'].errors as Record<string, string>;
  // SPEC §2 (line "The router's default failure screen reads 'Unexpected Application Error!'"): kept verbatim.
  const verbatim = new Set(['unexpectedApplicationError']);
  for (const key of Object.keys(source).filter((k) => !verbatim.has(k))) {
    it(`errors:${key} is its own sentence in pt-BR, en and es`, () => {
      const texts = languages.map((language) => translate(language, `errors:${key}`));
      for (const [i, language] of languages.entries()) {
        expect(hasTranslation(language, `errors:${key}`), language).toBe(true);
        expect(texts[i]).not.toBe(`errors:${key}`);
      }
      // The same sentence in two languages means one was left untranslated.
      expect(new Set(texts).size, texts.join(' | ')).toBe(languages.length);
    });
  }
});
