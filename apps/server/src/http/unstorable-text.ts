import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

// PostgreSQL text cannot hold U+0000 (it refuses the query: a 500 before this check), and a lone
// UTF-16 surrogate has no UTF-8 form (the driver would silently store U+FFFD instead: data lost).
const nul = String.fromCharCode(0);
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL cannot store `text` as it is. */
export function isUnstorableText(text: string): boolean {
  return text.includes(nul) || loneSurrogate.test(text);
}

/** A field name fit to print: the offending characters shown as escapes. */
export function printableFieldName(name: string): string {
  return name.replaceAll(nul, '\\0').replace(/[\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/**
 * The path ("items[2].title") of the first string or key in `value` that PostgreSQL cannot store,
 * or undefined. JSON bodies are depth-limited before this runs (json-body.ts), so recursion is bounded.
 */
export function findUnstorableField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableField(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return at;
      const found = findUnstorableField(item, at);
      if (found) return found;
    }
  }
  return undefined;
}

/** The translated 400 naming the field (reliability:unstorableCharacter). */
export const unstorableField = (field: string) =>
  badRequest('reliability:unstorableCharacter', { field: printableFieldName(field) });

/**
 * Before any route validates: a path parameter, query parameter or JSON field PostgreSQL cannot
 * store answers 400 naming it, on every route at once (multipart fields: stream-upload.ts).
 */
export function registerUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableField(part);
      if (field) throw unstorableField(field);
    }
  });
}
