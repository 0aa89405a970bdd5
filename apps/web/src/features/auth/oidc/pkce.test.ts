import { describe, expect, it } from 'vitest';
import { codeChallengeS256, randomUrlSafe } from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character base64url verifiers, different each time', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomUrlSafe()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
