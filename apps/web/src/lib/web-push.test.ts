import { describe, expect, it } from 'vitest';
import { keyBytes, sameKey } from './web-push';

describe('the subscription key check', () => {
  const server = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
  it('matches the same key, byte for byte', () => {
    const bytes = keyBytes(server);
    expect(bytes.length).toBe(65);
    expect(sameKey(bytes.slice().buffer, bytes)).toBe(true);
  });
  it('tells another key, a shorter one and none apart, so the app subscribes again', () => {
    const bytes = keyBytes(server);
    const other = bytes.slice();
    other[64] = (other[64] ?? 0) ^ 1;
    expect(sameKey(other.buffer, bytes)).toBe(false);
    expect(sameKey(bytes.slice(0, 64).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
