import { BlockList, isIP } from 'node:net';

/**
 * Which subscription endpoints the server will POST to (docs/admin.md "Web Push"). The browser
 * gives the address of its push service; a client could give any address instead and make the
 * server send requests into its own network (SSRF). Push services are public HTTPS servers, so an
 * endpoint must be `https:` and its host must not be `localhost` nor an IP literal in a loopback,
 * private, link-local or otherwise non-public range. Host names are not resolved here: this closes
 * the direct route; an operator who needs more restricts the server's outbound traffic.
 *
 * `allowInsecure` (PUSH_ALLOW_INSECURE_ENDPOINTS, tests only) also lets `http:` and loopback
 * addresses through, for a push service played by the test on 127.0.0.1; private ranges stay refused.
 */
export function pushEndpointAllowed(endpoint: string, allowInsecure: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  // The URL parser already turned 0x7f.1, 2130706433 and the like into dotted IPv4.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return allowInsecure && host !== '';
  const family = isIP(host);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowInsecure && loopback.check(host, type)) return true;
  return !nonPublic.check(host, type);
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Special-purpose ranges (IANA registries for IPv4 and IPv6): loopback, private, carrier-grade
 * NAT, link-local, documentation, benchmarking, multicast, reserved. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) match the IPv4 rules.
 */
const nonPublic = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  nonPublic.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  nonPublic.addSubnet(address, prefix, 'ipv6');
