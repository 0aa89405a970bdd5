import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { codeOf, createUser, freshIp, outboxFor, strongPassword } from '../common/test-helpers.ts';
import { accountLimits } from './account-limiter.ts';
import { codePolicy } from './email-codes.ts';
import { createAuthServices } from './register-auth.ts';

// Counts the password hashes and code digests the server really compares, per presented secret,
// so a burst shows how many guesses were evaluated (not only how many were refused).
const evaluated = vi.hoisted(() => ({ passwords: new Map<string, number>(), digests: { count: 0 } }));

vi.mock('../../auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../auth/password.ts')>();
  return {
    ...original,
    verifyPassword: (hash: string | null, password: string) => {
      evaluated.passwords.set(password, (evaluated.passwords.get(password) ?? 0) + 1);
      return original.verifyPassword(hash, password);
    },
  };
});

vi.mock('./secrets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./secrets.ts')>();
  return {
    ...original,
    sameDigest: (a: string, b: string) => {
      evaluated.digests.count++;
      return original.sameDigest(a, b);
    },
  };
});

const onPostgres = process.env.OHP_TEST_DB === 'postgres';
const burstSize = 50;

let t: TestApp;
/** The sign-in services on the app's own database and secret (to issue tokens directly). */
let auth: ReturnType<typeof createAuthServices>;
beforeAll(async () => {
  t = await createTestApp();
  auth = createAuthServices(t.app.platform);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });

/** Resolves once `count()` reaches `target`, or when `fallback` settles (so a miss cannot hang). */
async function whenCounted(count: () => number, target: number, fallback: Promise<unknown>) {
  let settled = false;
  void fallback.finally(() => {
    settled = true;
  });
  while (count() < target && !settled) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('sign-in under a parallel burst of wrong passwords', () => {
  it(`evaluates at most ${accountLimits.loginAttempts.max} guesses per account and refuses the right password after them`, async () => {
    const email = 'burst-login@example.com';
    const wrong = 'Wrong-burst-1';
    await createUser(t, email);

    const guesses = Promise.all(
      Array.from({ length: burstSize }, () =>
        post('/api/login', { email, password: wrong, loginOriginType: 1 }),
      ),
    );
    // The right password goes out while the wrong ones are still in flight, once the limit is used up.
    await whenCounted(() => evaluated.passwords.get(wrong) ?? 0, accountLimits.loginAttempts.max, guesses);
    const right = post('/api/login', { email, password: strongPassword, loginOriginType: 1 });
    const [answers, rightAnswer] = await Promise.all([guesses, right]);

    const wrongEvaluated = evaluated.passwords.get(wrong) ?? 0;
    const statuses = answers.map((answer) => answer.statusCode);
    console.info(
      `login burst: ${wrongEvaluated} of ${burstSize} wrong passwords evaluated, right password → ${rightAnswer.statusCode}`,
    );
    expect(wrongEvaluated).toBeLessThanOrEqual(accountLimits.loginAttempts.max);
    expect(statuses.filter((s) => s === 401)).toHaveLength(wrongEvaluated);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burstSize - wrongEvaluated);
    expect(rightAnswer.statusCode).toBe(429);
    expect(evaluated.passwords.get(strongPassword) ?? 0).toBe(0);
  });
});

describe('e-mailed codes under a parallel burst of wrong guesses', () => {
  it(`evaluates at most ${codePolicy.maxAttempts} guesses per code and refuses the right code afterwards`, async () => {
    const email = 'burst-code@example.com';
    await createUser(t, email);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/user/forgot-password?email=${encodeURIComponent(email)}`,
      remoteAddress: freshIp(),
    });
    expect(requested.statusCode).toBe(200);
    const [mail] = await outboxFor(t, email);
    const code = codeOf(mail?.text ?? '');
    const wrongCode = code === '000000' ? '000001' : '000000';

    const before = evaluated.digests.count;
    const answers = await Promise.all(
      Array.from({ length: burstSize }, () =>
        post('/api/user/update-forgot-password', { email, token: wrongCode, password: 'Nova-senha-1' }),
      ),
    );
    const codesEvaluated = evaluated.digests.count - before;
    const rightAnswer = await post('/api/user/update-forgot-password', {
      email,
      token: code,
      password: 'Nova-senha-1',
    });
    console.info(
      `code burst: ${codesEvaluated} of ${burstSize} wrong codes evaluated, right code afterwards → ${rightAnswer.statusCode}`,
    );
    expect(codesEvaluated).toBeLessThanOrEqual(codePolicy.maxAttempts);
    expect(answers.every((answer) => answer.statusCode === 400 || answer.statusCode === 429)).toBe(true);
    expect(rightAnswer.statusCode).toBe(429);
  });
});

describe('refresh-token rotation under parallel refreshes of one token', () => {
  // PGlite runs one statement at a time and is slower per request: fewer rounds there, 400 on PostgreSQL.
  const rounds = onPostgres ? 400 : 200;
  const parallel = 5;

  it(`ends each of ${rounds} rounds of ${parallel} parallel refreshes with the family revoked or exactly one live token`, async () => {
    const user = await createUser(t, 'burst-refresh@example.com');
    let broken = 0;
    let winners = 0;
    for (let round = 0; round < rounds; round++) {
      const issued = await auth.refreshTokens.issue(user.id, 1);
      const answers = await Promise.all(
        Array.from({ length: parallel }, () =>
          post('/api/login/refresh-token', { token: issued.token, loginOriginType: 1 }),
        ),
      );
      winners += answers.filter((answer) => answer.statusCode === 200).length;
      const rows = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, issued.familyId));
      const live = rows.filter((row) => !row.usedAt && !row.revokedAt);
      const fullyRevoked = rows.every((row) => row.revokedAt);
      const oneLive = live.length === 1 && rows.every((row) => !row.revokedAt);
      if (!fullyRevoked && !oneLive) broken++;
    }
    console.info(
      `refresh race (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${broken} of ${rounds} rounds left a live token in a revoked family; ${winners} refreshes answered 200`,
    );
    expect(broken).toBe(0);
  }, 300_000);
});
