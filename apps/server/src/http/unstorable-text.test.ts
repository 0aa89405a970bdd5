import { randomUUID } from 'node:crypto';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthServices } from '../features/auth/register-auth.ts';
import { bearer, createUser, freshIp } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { findUnstorableField, isUnstorableText } from './unstorable-text.ts';

const nul = String.fromCharCode(0);
const bad = `a${nul}b`;

describe('text PostgreSQL cannot store', () => {
  it('is a NUL anywhere or a lone surrogate, never ordinary text', () => {
    expect(isUnstorableText(bad)).toBe(true);
    expect(isUnstorableText('x\uD800')).toBe(true);
    expect(isUnstorableText('\uDC00x')).toBe(true);
    expect(isUnstorableText('ação 😀 \t\n 日本')).toBe(false);
  });

  it('is found by its path in nested JSON, keys included', () => {
    expect(findUnstorableField({ a: { b: ['ok', bad] } })).toBe('a.b[1]');
    expect(findUnstorableField({ [`k${nul}`]: 1 })).toBe(`k${nul}`);
    expect(findUnstorableField({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });
});

// Every operation of the OpenAPI document, so a route a feature adds later is walked too: a NUL in
// a path parameter, a query parameter, each JSON field and a multipart field or file name.
let t: TestApp;
let headers: Record<string, string>;
/** A new session: a route walked earlier (sign-out) may have ended the previous one. */
let freshSession: () => Promise<void>;
let operations: Array<{ method: string; path: string; operation: OpenAPIV3.OperationObject }>;

beforeAll(async () => {
  t = await createTestApp();
  const auth = createAuthServices(t.app.platform);
  const admin = await createUser(t, 'nul-walker@example.com', { role: 'admin' });
  freshSession = async () => {
    const { token } = await auth.sessions.start(admin, 1);
    headers = { ...bearer(token), 'x-language': 'en' };
  };
  await freshSession();
  const document = t.app.swagger() as OpenAPIV3.Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

/** The path with each `{param}` filled by `value` (URL-encoded). */
const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

type Schema = OpenAPIV3.SchemaObject;

/**
 * A value the schema accepts where it can tell (formats, enums, minimums), so that a body with one
 * field replaced by a NUL string gets past validation of the others to the database.
 */
function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.[0] as Schema | undefined;
  if (variant) return sampleOf(variant);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-02';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner as Schema)]),
      );
    default:
      return 'x';
  }
}

function jsonBody(operation: OpenAPIV3.OperationObject): Record<string, unknown> | undefined {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = body?.content?.['application/json']?.schema as Schema | undefined;
  if (!schema) return undefined;
  const sample = sampleOf(schema);
  return sample && typeof sample === 'object' && !Array.isArray(sample)
    ? (sample as Record<string, unknown>)
    : {};
}

const isMultipart = (operation: OpenAPIV3.OperationObject) => {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return Boolean(body?.content?.['multipart/form-data']) || /multipart/i.test(operation.summary ?? '');
};

const boundary = 'ohpNulBoundary';
const multipartWithNul = (filename: string, field: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${field}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nabc\r\n--${boundary}--\r\n`,
    'utf8',
  );

describe('a NUL on every route of the OpenAPI document', () => {
  it('is refused with a translated 400 naming the field, never a 500', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const serverErrors: string[] = [];
    const notNamed: string[] = [];
    const record = (label: string, status: number, error: unknown, field?: string) => {
      if (status === 500) serverErrors.push(`${label} → ${status} ${String(error)}`);
      if (field !== undefined && (status !== 400 || !String(error).includes(field)))
        notNamed.push(`${label} → ${status} ${String(error)}`);
    };
    for (const { method, path, operation } of operations) {
      const url = fillPath(path, randomUUID());
      const ip = freshIp();
      await freshSession();
      // Each declared query parameter in turn (an undeclared one where none is declared).
      const queryNames = ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const queryName of queryNames.length > 0 ? queryNames : ['q']) {
        const query = await t.app.inject({
          method,
          url: `${url}?${queryName}=${encodeURIComponent(bad)}`,
          headers,
          remoteAddress: ip,
        });
        record(`${method} ${path} ?${queryName}`, query.statusCode, query.json().error, queryName);
      }
      // A path parameter.
      if (path.includes('{')) {
        const param = await t.app.inject({ method, url: fillPath(path, bad), headers, remoteAddress: ip });
        record(`${method} ${path} (path)`, param.statusCode, param.json().error);
      }
      // Each JSON field in turn, the others valid.
      const sample = jsonBody(operation);
      for (const field of Object.keys(sample ?? {})) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ ...sample, [field]: bad }),
          remoteAddress: ip,
        });
        record(`${method} ${path} body.${field}`, res.statusCode, res.json().error, field);
      }
      // A multipart text field, then a file name.
      if (isMultipart(operation)) {
        for (const [label, payload] of [
          ['field', multipartWithNul('a.txt', bad)],
          ['file name', multipartWithNul(`a${nul}.txt`, 'fine')],
        ] as const) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
            remoteAddress: ip,
          });
          // An unknown id may be refused (404) before the body is read; otherwise the field is named.
          const expected = label === 'field' ? 'title' : 'file';
          if (res.statusCode !== 404)
            record(`${method} ${path} multipart ${label}`, res.statusCode, res.json().error, expected);
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(notNamed).toEqual([]);
  }, 120_000);

  it('names the field in every language', async () => {
    for (const [language, word] of [
      ['pt-BR', 'O campo'],
      ['en', 'The field'],
      ['es', 'El campo'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/health?search=${encodeURIComponent(bad)}`,
        headers: { 'x-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(`${word}`);
      expect(res.json().error).toContain('search');
    }
  });
});
