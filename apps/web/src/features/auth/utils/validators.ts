import {
  currentPasswordField,
  emailCodeField,
  emailField,
  newPasswordField,
  registerRequestSchema,
} from '@ohp/contracts';
import { issueTranslation, type ValidationIssueLike } from '@ohp/i18n';

// Validation of the account forms with the same zod schemas the server uses (@ohp/contracts).
// Each rule gives an i18n key ('errors:required', 'auth:invalidCpf'…) or null.

export interface ValidationIssue {
  key: string;
  values?: Record<string, string | number>;
}

interface SchemaIssue extends ValidationIssueLike {
  path: PropertyKey[];
  message: string;
}

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

/** Contract messages are translation keys; zod's own go through the platform's one error map. */
const toIssue = (issue: SchemaIssue): ValidationIssue => issueTranslation(issue);

/** The first problem of one value against one field schema. */
export function checkField(schema: Schema, value: unknown): ValidationIssue | null {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : toIssue(result.error.issues[0] ?? { path: [], message: 'errors:required', code: 'custom' });
}

/** The first problem of each field of an object schema. */
export function checkForm(schema: Schema, values: unknown): Record<string, ValidationIssue> {
  const result = schema.safeParse(values);
  const out: Record<string, ValidationIssue> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = toIssue(issue);
  }
  return out;
}

export const required = (value: string) => checkField(currentPasswordField, value);
export const email = (value: string) => checkField(emailField, value);
export const newPassword = (value: string) => checkField(newPasswordField, value);
export const code = (value: string) => checkField(emailCodeField, value);

export function passwordConfirmation(password: string, confirmation: string): ValidationIssue | null {
  if (!confirmation) return { key: 'errors:required' };
  return password === confirmation ? null : { key: 'errors:passwordsMustMatch' };
}

/** Registration fields (name, last name, e-mail, password, CPF, phone, country, newsletter). */
export function registration(values: Record<string, unknown>): Record<string, ValidationIssue> {
  return checkForm(registerRequestSchema, values);
}
