import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A VAPID key pair (RFC 8292) as push clients use it: base64url raw P-256 keys. */
export interface VapidKeys {
  /** Uncompressed point, 65 bytes: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar d, 32 bytes. */
  privateKey: string;
}

function generate(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const pub = publicKey.export({ format: 'jwk' });
  if (!jwk.d || !pub.x || !pub.y) throw new Error('P-256 key export failed');
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x, 'base64url'),
    Buffer.from(pub.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair generated once into
 * <dataDir>/vapid.json (mode 600), so browsers' subscriptions stay valid across restarts.
 */
export function resolveVapidKeys(options: {
  publicKey: string | undefined;
  privateKey: string | undefined;
  dataDir: string;
}): VapidKeys {
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  if (options.dataDir === ':memory:') return generate();
  const file = join(options.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const keys = generate();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/** The private key as a JWK, for signing the VAPID JWT with jose. */
export function vapidJwk(keys: VapidKeys) {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
    d: keys.privateKey,
  };
}
