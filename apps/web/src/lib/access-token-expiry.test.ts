import { describe, expect, it } from 'vitest';
import { accessTokenExpiresAt, accessTokenStillValid } from './access-token-expiry';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;

describe('access token expiry', () => {
  it('reads exp (seconds) of a JWT payload as ms, base64url with - and _ included', () => {
    // "??>" encodes to "Pz8-": a payload with a character base64url spells differently from base64.
    const token = jwt({ sub: 'a', note: '??>??>', exp: 1_800_000_000 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(accessTokenExpiresAt(token)).toBe(1_800_000_000_000);
  });

  it('answers undefined for what is not a JWT with a numeric exp', () => {
    for (const token of [null, undefined, '', 'abc', 'a.%%%.c', jwt({ sub: 'a' }), jwt({ exp: '1' })])
      expect(accessTokenExpiresAt(token)).toBeUndefined();
  });

  it('is still valid only with more than the margin left', () => {
    const token = jwt({ exp: 1_000 });
    expect(accessTokenStillValid(token, 900_000, 30_000)).toBe(true);
    expect(accessTokenStillValid(token, 970_000, 30_000)).toBe(false);
    expect(accessTokenStillValid(token, 1_000_001, 0)).toBe(false);
    expect(accessTokenStillValid('not a token', 0)).toBe(false);
  });
});
