import { auditLog } from '../../db/schema-admin.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';

let t: TestApp;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({
    externalLinks: { store: 'https://store.example/', training: null, blog: 'https://blog.example/posts' },
  });
  await createUser(t, 'root@example.com', { role: 'admin' });
  await createUser(t, 'ana@example.com');
  adminToken = (await login(t, 'root@example.com')).token;
  userToken = (await login(t, 'ana@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

const faqIn = async (language: string) =>
  (await t.app.inject({ url: '/api/support/faq', headers: { 'x-language': language } })).json().data as {
    question: string;
  }[];

describe('external links', () => {
  it('answers the configured addresses, null for the unset ones, without a session', async () => {
    const res = await t.app.inject({ url: '/api/support/links' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      store: 'https://store.example/',
      training: null,
      blog: 'https://blog.example/posts',
    });
  });

  it('reads STORE_URL, TRAINING_URL and BLOG_URL; refuses an address that is not http(s)', () => {
    expect(loadConfig({ STORE_URL: 'https://s.example' }).externalLinks).toEqual({
      store: 'https://s.example',
      training: null,
      blog: null,
    });
    expect(() => loadConfig({ BLOG_URL: 'javascript:alert(1)' })).toThrow(/BLOG_URL/);
  });
});

describe('FAQ', () => {
  it('shows the shipped FAQ in the reader language until an admin edits it, then the edited one', async () => {
    expect((await faqIn('en'))[0]?.question).toBe('How do I connect the device?');
    expect((await faqIn('es'))[0]?.question).toBe('¿Cómo conecto el equipo?');
    const current = await t.app.inject({ url: '/api/admin/support/faq', headers: bearer(adminToken) });
    expect(current.json().data['pt-BR']).toHaveLength(4);

    const faq = {
      'pt-BR': [{ question: 'Onde fica a loja?', answer: 'No menu.' }],
      en: [{ question: 'Where is the store?', answer: 'In the menu.' }],
      es: [],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/support/faq',
      payload: faq,
      headers: bearer(adminToken),
      remoteAddress: freshIp(),
    });
    expect(saved.statusCode).toBe(200);
    expect(await faqIn('en')).toEqual(faq.en);
    expect(await faqIn('pt-BR')).toEqual(faq['pt-BR']);
    expect(await faqIn('es')).toEqual([]);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'editFaq'));
    expect(logged).toHaveLength(1);
  });

  it('refuses an empty question with a translated message and a non-admin with 404, changing nothing', async () => {
    const before = await faqIn('en');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/support/faq',
      payload: { 'pt-BR': [{ question: ' ', answer: 'x' }], en: [], es: [] },
      headers: { ...bearer(adminToken), 'x-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('errors:required');
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/support/faq',
      payload: { 'pt-BR': [], en: [], es: [] },
      headers: bearer(userToken),
    });
    expect(other.statusCode).toBe(404);
    expect(await faqIn('en')).toEqual(before);
  });
});
