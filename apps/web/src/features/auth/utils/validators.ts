import {
  currentPasswordField,
  emailCodeField,
  emailField,
  newPasswordField,
  registerRequestSchema,
} from '@ohp/contracts';

// Validation of the account forms with the same zod schemas the server uses (@ohp/contracts).
// Each rule gives an i18n key ('errors:required', 'auth:invalidCpf'…) or null.

export interface ValidationIssue {
  key: string;
  values?: Record<string, string | number>;
}

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  code: string;
  maximum?: number | bigint;
}

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

/** Contract messages are translation keys; zod's own (length limits) are mapped to ours. */
function toIssue(issue: SchemaIssue): ValidationIssue {
  if (/^[a-z]+:[\w.]+$/.test(issue.message)) return { key: issue.message };
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return { key: 'errors:maxLength', values: { max: Number(issue.maximum) } };
  }
  return { key: 'errors:required' };
}

/** The first problem of one value against one field schema. */
export function checkField(schema: Schema, value: unknown): ValidationIssue | null {
  const result = schema.safeParse(value);
  return result.success ? null : toIssue(result.error.issues[0] ?? { path: [], message: '', code: '' });
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
