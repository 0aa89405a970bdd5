import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { toFastifyTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off by default and with false, no or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['false', 'no', '0', 'FALSE'])
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true with a message naming the variable and what to set instead', () => {
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "true" would trust every X-Forwarded-For.*\(e\.g\. 1\)/,
      );
    }
  });

  it('refuses what is neither a count nor addresses, naming the bad entries', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an IP address or CIDR range: "10.0.0.0\/33"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.local' })).toThrow(/"proxy.local"/);
    expect(() => loadConfig({ TRUST_PROXY: '1.2.3.4/8/1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: a hop count/);
  });

  it('turns a hop count into a function trusting that many hops from the socket inwards', () => {
    const trust = toFastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(toFastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(toFastifyTrustProxy(false)).toBe(false);
  });
});
