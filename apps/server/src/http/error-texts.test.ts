import { languageHeader, languages, translate } from '@ohp/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'texts@example.com');
  token = (await login(t, 'texts@example.com')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('error texts reach the reader in their language, never as zod English', () => {
  for (const language of languages) {
    it(`a malformed id in the path is a plain 404 "not found" (${language})`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/measurements/not-a-uuid',
        headers: { ...bearer(token), [languageHeader]: language },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: translate(language, 'errors:notFound') });
    });

    it(`an unknown API route is named in ${language}`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { [languageHeader]: language },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(
        translate(language, 'errors:routeNotFound', { method: 'GET', url: '/api/nothing-here' }),
      );
    });

    it(`a body zod refuses is described with the translated texts (${language})`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { [languageHeader]: language },
        payload: { email: 'not-an-email', password: 'x', loginOriginType: 1 },
      });
      expect(res.statusCode).toBe(400);
      const error: string = res.json().error;
      expect(error).toContain(translate(language, 'errors:invalidEmail'));
      expect(error).not.toMatch(/Invalid (email|input|UUID)|Too (small|big)|expected/);
    });
  }
});
