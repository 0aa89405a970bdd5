import type { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';

/** Validates multipart text fields; a translated message when the schema gives one (errors:…). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  if (issue?.message.startsWith('errors:')) {
    // The contracts' messages carry their values after the key: 'errors:range|1|1440'.
    const [key = issue.message, a = '', b = ''] = issue.message.split('|');
    const values: Record<string, string> =
      key === 'errors:range' ? { min: a, max: b } : key === 'errors:maxLength' ? { max: a } : {};
    throw badRequest(key, values);
  }
  if (issue && /^\w+:[\w.]+$/.test(issue.message)) throw badRequest(issue.message);
  throw badRequest('errors:invalidRequest', { details: `${where}: ${issue?.message ?? ''}` });
}
