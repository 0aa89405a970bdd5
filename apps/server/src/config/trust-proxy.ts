import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` gets: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// Named ranges proxy-addr (behind Fastify's trustProxy) understands.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), a hop count (`1` = one proxy in front) or a comma list of the
 * proxies' addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`). `true` is refused: trusting the
 * whole X-Forwarded-For chain lets any client choose the address the per-IP limits count.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          '"true" would trust every X-Forwarded-For entry, so any client could choose its own address; ' +
          'set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > 10) {
        context.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR range: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's own number option fails closed (it trusts no hop), so a hop count becomes a function:
 * proxy-addr asks it about each address from the socket inwards (hop 0 = the socket's peer).
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
