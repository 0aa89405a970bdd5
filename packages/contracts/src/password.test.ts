import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordSpecials } from './password.ts';

describe('password rules (SPEC §5)', () => {
  it('accepts 8+ characters with a number, a letter and a special character', () => {
    expect(passwordProblem('abcdef1!')).toBeUndefined();
    expect(passwordProblem('Sénha-2026')).toBeUndefined();
  });
  it('names the broken rule', () => {
    expect(passwordProblem('ab1!')).toBe('length');
    expect(passwordProblem('abcdefgh!')).toBe('number');
    expect(passwordProblem('12345678!')).toBe('letter');
    expect(passwordProblem('abcdefg12')).toBe('special');
    expect(passwordProblem('abcdefg1~')).toBe('special');
  });
  it('accepts every special character of the list', () => {
    for (const c of passwordSpecials) expect(passwordProblem(`abcdef1${c}`)).toBeUndefined();
  });
});
