import {
  cpfField,
  currentPasswordField,
  newPasswordField,
  phoneField,
  requiredText,
  textLimits,
  type UpdateProfileRequest,
  type User,
} from '@ohp/contracts';
import { issueTranslation, type ValidationIssueLike } from '@ohp/i18n';

// Validation of the profile forms with the zod fields of @ohp/contracts (the server checks the same).
// Each problem is an i18n key ('errors:required', 'auth:invalidCpf'…) with optional values.

export interface Issue {
  key: string;
  values?: Record<string, string | number>;
}

export type Issues<K extends string> = Partial<Record<K, Issue>>;

interface SchemaIssue extends ValidationIssueLike {
  message: string;
}

interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

/** Contract messages are i18n keys; zod's own go through the platform's one error map. */
export function checkField(schema: FieldSchema, value: unknown): Issue | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? issueTranslation(issue) : { key: 'errors:required' };
}

export type PersonalData = {
  name: string;
  lastName: string;
  document: string;
  phone: string;
  country: string;
};

export type PersonalField = keyof PersonalData;

/**
 * Name, last name and country are always required. CPF and phone are required once the account has
 * them (the API cannot clear them); an account created without them (demo, third-party sign-in) may
 * leave them empty. When filled they must be valid (CPF check digits, phone shape).
 */
export function validatePersonalData(
  values: PersonalData,
  saved: Pick<User, 'document' | 'phone'> | undefined,
): Issues<PersonalField> {
  const issues: Issues<PersonalField> = {
    name: checkField(requiredText(textLimits.name), values.name),
    lastName: checkField(requiredText(textLimits.lastName), values.lastName),
    country: checkField(requiredText(textLimits.country), values.country),
  };
  const optional = (field: 'document' | 'phone', schema: FieldSchema) => {
    const value = values[field];
    if (value.trim() === '' && !saved?.[field]) return undefined;
    return checkField(schema, value);
  };
  issues.document = optional('document', cpfField);
  issues.phone = optional('phone', phoneField);
  return issues;
}

/** The body of POST /api/user/update for the personal data: empty optional fields are left out. */
export function personalDataRequest(values: PersonalData): UpdateProfileRequest {
  const body: UpdateProfileRequest = {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    country: values.country.trim(),
  };
  if (values.document.trim()) body.document = values.document.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

export type PasswordChange = {
  password: string;
  newPassword: string;
  confirmation: string;
};

export type PasswordField = keyof PasswordChange;

/** Current password required; new one by the SPEC §5 rules; confirmation equal ('Passwords must be the same'). */
export function validatePasswordChange(values: PasswordChange): Issues<PasswordField> {
  let confirmation: Issue | undefined;
  if (!values.confirmation) confirmation = { key: 'errors:required' };
  else if (values.confirmation !== values.newPassword) confirmation = { key: 'errors:passwordsMustMatch' };
  return {
    password: checkField(currentPasswordField, values.password),
    newPassword: checkField(newPasswordField, values.newPassword),
    confirmation,
  };
}

/** The password that confirms the account deletion: just required. */
export function validateDeletePassword(password: string): Issue | undefined {
  return checkField(currentPasswordField, password);
}

export function hasIssues(issues: Record<string, Issue | undefined>): boolean {
  return Object.values(issues).some((issue) => issue !== undefined);
}
