import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, freshIp } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type ListedRoute, listRoutes } from '../testing/route-list.ts';
import { maxJsonDepth } from './json-body.ts';
import { createAuthServices } from '../features/auth/register-auth.ts';

let t: TestApp;
/** The sign-in services on the app's own database and secret (to issue tokens directly). */
let auth: ReturnType<typeof createAuthServices>;
let admin: Awaited<ReturnType<typeof createUser>>;
let bodyRoutes: ListedRoute[];
beforeAll(async () => {
  t = await createTestApp();
  auth = createAuthServices(t.app.platform);
  // An admin, so that every route gets past its sign-in check to the body.
  admin = await createUser(t, 'fuzz@example.com', { role: 'admin' });
  bodyRoutes = listRoutes(t.app).filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
});
afterAll(async () => {
  await t?.close();
});

const nested = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

/** Bodies no client should send as JSON: syntax errors, wrong shapes, hostile nesting and keys. */
const malformedJson: Array<[string, string | Buffer]> = [
  ['empty', ''],
  ['cut short', '{"email":"a@b.c","password":'],
  ['only an opening brace', '{'],
  ['bare word', 'nul'],
  ['a string', '"text"'],
  ['a number', '123'],
  ['null', 'null'],
  ['an array', '[]'],
  ['wrong types', '{"email":123,"password":[],"loginOriginType":"x","subscription":7,"state":"x"}'],
  ['prototype key', '{"__proto__":{"admin":true}}'],
  ['constructor key', '{"constructor":{"prototype":{"admin":true}}}'],
  ['10,000 nested arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['state nested 10,000 deep', `{"state":${nested(10_000)}}`],
  ['nested just past the limit', nested(maxJsonDepth + 1)],
  ['huge exponent', '{"loginOriginType":1e999999}'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['random bytes', randomBytes(512)],
  ['byte order mark', '\uFEFF{}'],
];

const boundary = 'ohpFuzzBoundary';
const part = (name: string, value: string, filename?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Multipart bodies with missing, wrong or cut boundaries and hostile parts. */
const malformedMultipart: Array<[string, string, string]> = [
  ['no boundary parameter', 'multipart/form-data', part('title', 'x')],
  ['empty boundary parameter', 'multipart/form-data; boundary=', part('title', 'x')],
  [
    'boundary longer than the parser allows',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
    part('title', 'x'),
  ],
  [
    'wrong boundary',
    'multipart/form-data; boundary=somethingElse',
    `${part('title', 'x')}--${boundary}--\r\n`,
  ],
  ['no closing boundary', multipartType, part('file', 'abc', 'a.txt')],
  [
    'cut inside a file',
    multipartType,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc`,
  ],
  ['cut inside part headers', multipartType, `--${boundary}\r\nContent-Disposition: form-da`],
  ['closing boundary only', multipartType, `--${boundary}--\r\n`],
  ['empty body', multipartType, ''],
  [
    'part without Content-Disposition',
    multipartType,
    `--${boundary}\r\nX-Other: 1\r\n\r\nabc\r\n--${boundary}--\r\n`,
  ],
  ['prototype field name', multipartType, `${part('__proto__', 'x')}--${boundary}--\r\n`],
  [
    'two files',
    multipartType,
    `${part('file', 'a', 'a.txt')}${part('file', 'b', 'b.txt')}--${boundary}--\r\n`,
  ],
  [
    'state nested 10,000 deep',
    multipartType,
    `${part('state', nested(10_000))}${part('file', 'abc', 'a.txt')}--${boundary}--\r\n`,
  ],
  ['multipart/mixed', `multipart/mixed; boundary=${boundary}`, `${part('title', 'x')}--${boundary}--\r\n`],
];

/** Other content types a route does not expect. */
const otherBodies: Array<[string, string | undefined, string]> = [
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
  ['plain text', 'text/plain', 'hello'],
  ['no content type', undefined, '{"a":1}'],
  ['json with an unknown charset', 'application/json; charset=klingon', '{}'],
];

const urlOf = (route: ListedRoute) => route.url.replace(/:[A-Za-z]+/g, () => randomUUID());

async function send(route: ListedRoute, contentType: string | undefined, payload: string | Buffer) {
  // A session of its own for each request: a logout among the routes must not end the others'.
  const { token } = await auth.sessions.start(admin, 1);
  const headers: Record<string, string> = { ...bearer(token), 'x-language': 'en' };
  if (contentType) headers['content-type'] = contentType;
  return t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route),
    headers,
    payload,
    remoteAddress: freshIp(),
  });
}

interface Failure {
  route: string;
  body: string;
  status: number;
  answer: string;
}

/** Sends every body to every route; collects the answers that are 500s or errors without a message. */
async function fuzz(
  bodies: Array<[string, string | undefined, string | Buffer]>,
): Promise<{ sent: number; failures: Failure[] }> {
  const failures: Failure[] = [];
  let sent = 0;
  for (const route of bodyRoutes) {
    for (const [name, contentType, payload] of bodies) {
      const res = await send(route, contentType, payload);
      sent++;
      const answer = res.body.slice(0, 160);
      let message: unknown;
      try {
        message = res.json().error;
      } catch {
        message = undefined;
      }
      const errorWithoutMessage = res.statusCode >= 400 && (typeof message !== 'string' || message === '');
      if (res.statusCode >= 500 && res.statusCode !== 503)
        failures.push({ route: `${route.method} ${route.url}`, body: name, status: res.statusCode, answer });
      else if (errorWithoutMessage)
        failures.push({ route: `${route.method} ${route.url}`, body: name, status: res.statusCode, answer });
    }
  }
  console.info(`fuzz: ${sent} requests to ${bodyRoutes.length} routes, ${failures.length} bad answers`);
  return { sent, failures };
}

describe('malformed requests to every route that takes a body', () => {
  it('finds the routes from the router', () => {
    const names = bodyRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('POST /api/login');
    expect(names).toContain('POST /api/measurements');
    expect(names).toContain('POST /api/measurements/:id/reports');
    expect(names).toContain('PATCH /api/measurements/:id');
    expect(names).toContain('POST /api/user/photo');
  });

  it('answers malformed JSON with a translated 4xx, never a 500', async () => {
    const { sent, failures } = await fuzz(
      malformedJson.map(([name, body]) => [name, 'application/json', body]),
    );
    expect(sent).toBe(bodyRoutes.length * malformedJson.length);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers malformed multipart with a translated 4xx, never a 500', async () => {
    const { failures } = await fuzz(malformedMultipart);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers unexpected content types with a translated 4xx, never a 500', async () => {
    const { failures } = await fuzz(otherBodies);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('specific answers', () => {
  const measurements: ListedRoute = { method: 'POST', url: '/api/measurements' };
  const patchState: ListedRoute = { method: 'PATCH', url: '/api/measurements/:id' };

  it('missing, wrong and cut boundaries answer 400 with the translated multipart message', async () => {
    for (const [name, type, body] of malformedMultipart.slice(0, 7)) {
      const res = await send(measurements, type, body);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      expect(res.json().error).toMatch(/not a valid multipart form/);
    }
  });

  it('a JSON body nested 10,000 deep answers 400 naming the limit', async () => {
    const res = await send(patchState, 'application/json', `{"state":${nested(10_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `The JSON sent is nested too deeply (at most ${maxJsonDepth} levels)`,
    });
    // Brackets inside strings are text, not nesting.
    const inString = await send(
      { method: 'POST', url: '/api/login' },
      'application/json',
      JSON.stringify({ email: '['.repeat(10_000) }),
    );
    expect(inString.statusCode).toBe(400);
    expect(inString.json().error).not.toMatch(/nested too deeply/);
  });
});
