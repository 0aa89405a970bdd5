import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';

/** Reads a multipart body: text fields and exactly one file (over the size limit → 413). */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  if (!request.isMultipart()) throw badRequest('errors:fileRequired');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') file = await part.toBuffer();
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, file };
}

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
