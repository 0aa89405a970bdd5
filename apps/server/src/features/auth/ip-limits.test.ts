import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rateCounters } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The code-request limit (10 per address per 15 min) is the cheapest to reach: no password hashing.
const codeRequestsPerAddress = 10;

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
  // A second server instance on the same database, as behind a load balancer.
  second = await buildApp({ config: t.config, database: t.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const requestCode = (app: FastifyInstance, index: number, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/user/forgot-password?email=limit-${index}-${Math.random().toString(36).slice(2)}@example.com`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The client addresses the per-address limit of the code requests counted (from the table). */
async function countedAddresses(): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: rateCounters.key })
    .from(rateCounters)
    .where(like(rateCounters.key, 'ip:POST /api/user/forgot-password:%'));
  return rows.map((row) => row.key.slice(row.key.lastIndexOf(':') + 1));
}

describe('per-address limits shared by two instances on one database', () => {
  it('refuses the request past the limit whichever instance receives it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= codeRequestsPerAddress; i++) {
      const res = await requestCode(i % 2 === 0 ? t.app : second, i, '192.0.2.10');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, codeRequestsPerAddress).every((status) => status === 200)).toBe(true);
    expect(statuses[codeRequestsPerAddress]).toBe(429);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password?email=other@example.com',
      remoteAddress: '192.0.2.10',
      headers: { 'x-language': 'en' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many attempts\. Try again in \d+ (s|min)$/);
  });
});

describe('TRUST_PROXY with the proxies’ addresses', () => {
  it('believes X-Forwarded-For only from a trusted proxy, and only its last untrusted entry', async () => {
    // Through the proxy 10.1.2.3: the client is the entry the proxy appended; what the client
    // wrote before it (a forged address) is ignored.
    expect((await requestCode(t.app, 0, '10.1.2.3', '203.0.113.99, 198.51.100.7')).statusCode).toBe(200);
    // Straight from the internet: the header is the client's own words and is ignored.
    expect((await requestCode(t.app, 1, '192.0.2.55', '198.51.100.8')).statusCode).toBe(200);
    const counted = await countedAddresses();
    expect(counted).toContain('198.51.100.7');
    expect(counted).toContain('192.0.2.55');
    expect(counted).not.toContain('203.0.113.99');
    expect(counted).not.toContain('198.51.100.8');
  });

  it('keeps one client to its limit however it varies the forged entries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= codeRequestsPerAddress; i++) {
      const res = await requestCode(t.app, i, '10.1.2.3', `203.0.113.${i + 1}, 198.51.100.20`);
      statuses.push(res.statusCode);
    }
    expect(statuses[codeRequestsPerAddress]).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the last proxy saw', async () => {
    const app = await buildApp({ config: { ...t.config, trustProxy: 1 }, database: t.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= codeRequestsPerAddress; i++) {
        const res = await requestCode(app, i, '127.0.0.1', `203.0.113.${i + 1}, 198.51.100.30`);
        statuses.push(res.statusCode);
      }
      expect(statuses[codeRequestsPerAddress]).toBe(429);
      expect(await countedAddresses()).toContain('198.51.100.30');
    } finally {
      await app.close();
    }
  });
});
