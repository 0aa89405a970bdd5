import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = { security?: unknown[] };
type Paths = Record<string, Record<string, Operation>>;

const withExampleIds = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('route folders', () => {
  it('every route of a signed-in folder answers 401 without a token and is documented as bearer', async () => {
    const paths = (await t.app.inject({ url: '/api/docs' })).json().paths as Paths;
    const secured = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.security !== undefined)
        .map(([method, op]) => ({ path, method, security: op.security })),
    );
    // Measurements (9), profile (4), images (6), push (1).
    expect(secured.length).toBeGreaterThanOrEqual(20);
    for (const { path, method, security } of secured) {
      expect(security, path).toEqual([{ bearerAuth: [] }]);
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: withExampleIds(path),
        payload: method === 'get' || method === 'delete' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('public folders carry no bearer requirement', async () => {
    const paths = (await t.app.inject({ url: '/api/docs' })).json().paths as Paths;
    expect(paths['/api/login']?.post?.security).toBeUndefined();
    expect(paths['/api/user/email-validate']?.post?.security).toBeUndefined();
    expect(paths['/api/measurements']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
