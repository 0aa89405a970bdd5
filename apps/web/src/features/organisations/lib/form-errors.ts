import type { z } from 'zod';

/** The first message key of each field a schema refuses (keys such as 'organisations:invalidCnpj'). */
export function fieldErrors<T extends z.ZodType>(schema: T, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= /^\w+:\w+$/.test(issue.message) ? issue.message : 'errors:invalidValue';
  }
  return errors;
}
