import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailCodes, rateCounters, refreshTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../common/test-helpers.ts';
import { createCleanupTask } from './cleanup-task.ts';
import { createExpiredRowsRepository } from './expired-rows-repository.ts';

// The clean-up against a real (PGlite) database: expired and stale rows go, live ones stay.
let t: TestApp;
let userId: string;
const day = 24 * 3600 * 1000;
const now = new Date();
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t, 'cleanup@example.com')).id;
});
afterAll(async () => {
  await t?.close();
});

async function token(label: string, row: { expiresAt: Date; usedAt?: Date; revokedAt?: Date }) {
  await t.database.db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: label,
    loginOriginType: 1,
    ...row,
  });
}

describe('expired-row clean-up', () => {
  it('deletes expired codes, ended counters and finished refresh tokens past the retention; keeps the rest', async () => {
    const { db } = t.database;
    await db.insert(emailCodes).values([
      { email: 'old@example.com', purpose: 'register', codeHash: 'h1', expiresAt: at(-60_000) },
      { email: 'live@example.com', purpose: 'reset', codeHash: 'h2', expiresAt: at(10 * 60_000) },
    ]);
    await db.insert(rateCounters).values([
      { key: 'login:old@example.com', count: 5, windowEndsAt: at(-1000) },
      { key: 'login:live@example.com', count: 2, windowEndsAt: at(5 * 60_000) },
    ]);
    await token('live', { expiresAt: at(20 * day) });
    // Used but not expired: still needed to detect a replay of it.
    await token('used-recently', { expiresAt: at(25 * day), usedAt: at(-5 * day) });
    // Expired, within the retention margin: a replay still revokes its family.
    await token('expired-recently', { expiresAt: at(-2 * day), usedAt: at(-20 * day) });
    await token('expired-long-ago', { expiresAt: at(-8 * day), usedAt: at(-30 * day) });
    await token('revoked-recently', { expiresAt: at(20 * day), revokedAt: at(-1 * day) });
    await token('revoked-long-ago', { expiresAt: at(20 * day), revokedAt: at(-8 * day) });

    const deleted = await createExpiredRowsRepository(db).deleteExpired(now);

    expect(deleted).toEqual({ emailCodes: 1, rateCounters: 1, refreshTokens: 2 });
    expect((await db.select().from(emailCodes)).map((r) => r.email)).toEqual(['live@example.com']);
    expect((await db.select().from(rateCounters)).map((r) => r.key)).toEqual(['login:live@example.com']);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash).sort()).toEqual([
      'expired-recently',
      'live',
      'revoked-recently',
      'used-recently',
    ]);
    // A second run finds nothing more.
    expect(await createExpiredRowsRepository(db).deleteExpired(now)).toEqual({
      emailCodes: 0,
      rateCounters: 0,
      refreshTokens: 0,
    });
  });

  it('a live session survives the clean-up: the refresh token still rotates', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'cleanup@example.com', password: 'Senha-forte-1', loginOriginType: 1 },
    });
    const { refreshToken } = login.json().data;
    await createExpiredRowsRepository(t.database.db).deleteExpired();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/login/refresh-token',
      payload: { token: refreshToken, loginOriginType: 1 },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('clean-up task', () => {
  it('runs at start and on each tick, never two runs at once; stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    try {
      let release: (() => void) | undefined;
      const deleteExpired = vi.fn(
        () =>
          new Promise<{ emailCodes: number; rateCounters: number; refreshTokens: number }>((resolve) => {
            release = () => resolve({ emailCodes: 1, rateCounters: 0, refreshTokens: 0 });
          }),
      );
      const log = { info: vi.fn(), warn: vi.fn() };
      const task = createCleanupTask({ deleteExpired, log, intervalMs: 1000 });
      task.start();
      expect(deleteExpired).toHaveBeenCalledTimes(1);
      // The first run is still going: the tick does not start a second one.
      await vi.advanceTimersByTimeAsync(1000);
      expect(deleteExpired).toHaveBeenCalledTimes(1);
      release?.();
      await vi.advanceTimersByTimeAsync(1000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
      expect(log.info).toHaveBeenCalledWith({ deleted: expect.any(Object) }, 'expired account rows deleted');

      let stopped = false;
      const stopping = task.stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release?.();
      await stopping;
      await vi.advanceTimersByTimeAsync(5000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failure and tries again on the next tick', async () => {
    vi.useFakeTimers();
    try {
      const deleteExpired = vi
        .fn()
        .mockRejectedValueOnce(new Error('database gone'))
        .mockResolvedValue({ emailCodes: 0, rateCounters: 0, refreshTokens: 0 });
      const log = { info: vi.fn(), warn: vi.fn() };
      const task = createCleanupTask({ deleteExpired, log, intervalMs: 1000 });
      task.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(log.warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
      // Nothing deleted: nothing logged.
      expect(log.info).not.toHaveBeenCalled();
      await task.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
