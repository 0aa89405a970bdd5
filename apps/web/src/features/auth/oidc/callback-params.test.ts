import { describe, expect, it } from 'vitest';
import { readCallback } from './callback-params';
import type { PendingSignIn } from './pending-sign-in';

const pending: PendingSignIn = {
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://localhost:3000/auth/callback',
  rememberMe: true,
  createdAt: 1_000_000,
};
const now = pending.createdAt + 60_000;

describe('the callback parameters', () => {
  it('a matching state with a code gives the exchange request and remember me', () => {
    expect(readCallback('?code=abc&state=state-1', pending, now)).toEqual({
      ok: true,
      request: {
        code: 'abc',
        redirectUri: pending.redirectUri,
        codeVerifier: pending.codeVerifier,
        nonce: 'nonce-1',
      },
      rememberMe: true,
    });
  });

  it('refuses a wrong or missing state, a missing pending sign-in and an old one, even with an error', () => {
    expect(readCallback('?code=abc&state=other', pending, now)).toEqual({ ok: false, problem: 'state' });
    expect(readCallback('?code=abc', pending, now)).toEqual({ ok: false, problem: 'state' });
    expect(readCallback('?code=abc&state=state-1', undefined, now)).toEqual({ ok: false, problem: 'state' });
    expect(readCallback('?error=access_denied&state=forged', pending, now)).toEqual({
      ok: false,
      problem: 'state',
    });
    expect(readCallback('?code=abc&state=state-1', pending, pending.createdAt + 16 * 60_000)).toEqual({
      ok: false,
      problem: 'state',
    });
  });

  it("tells a user's refusal from other issuer errors, and a missing code", () => {
    expect(readCallback('?error=access_denied&state=state-1', pending, now)).toEqual({
      ok: false,
      problem: 'denied',
    });
    expect(readCallback('?error=server_error&error_description=x&state=state-1', pending, now)).toEqual({
      ok: false,
      problem: 'provider',
      detail: 'server_error',
    });
    expect(readCallback('?state=state-1', pending, now)).toEqual({
      ok: false,
      problem: 'provider',
      detail: 'no_code',
    });
  });
});
