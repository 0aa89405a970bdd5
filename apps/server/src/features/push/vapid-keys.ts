import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/**
 * A VAPID key pair (RFC 8292) in the form browsers and the `web-push` library take it: URL-safe
 * base64 (no padding) of the raw P-256 keys.
 */
export interface VapidKeys {
  /** Uncompressed point, 65 bytes: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar d, 32 bytes. */
  privateKey: string;
}

/** A fresh pair from the library that will sign with it. */
const generate = (): VapidKeys => webpush.generateVAPIDKeys();

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
    return checkVapidKeys({ publicKey: options.publicKey, privateKey: options.privateKey });
  if (options.dataDir === ':memory:') return generate();
  const file = join(options.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return checkVapidKeys({ publicKey: stored.publicKey, privateKey: stored.privateKey });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const keys = generate();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/**
 * Keys from the environment or an old file are checked at start, not at the first push: a 65-byte
 * uncompressed point and a 32-byte scalar, URL-safe base64, the point being the scalar's own.
 */
export function checkVapidKeys(keys: VapidKeys): VapidKeys {
  const base64url = /^[A-Za-z0-9_-]+$/;
  const point = Buffer.from(keys.publicKey, 'base64url');
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  const problem =
    !base64url.test(keys.publicKey) || !base64url.test(keys.privateKey)
      ? 'must be URL-safe base64 without padding'
      : point.length !== 65 || point[0] !== 4
        ? 'VAPID_PUBLIC_KEY must be a 65-byte uncompressed P-256 point'
        : scalar.length !== 32
          ? 'VAPID_PRIVATE_KEY must be a 32-byte P-256 private key'
          : undefined;
  if (problem) throw new Error(`Invalid VAPID keys: ${problem}`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  if (!ecdh.getPublicKey().equals(point))
    throw new Error("Invalid VAPID keys: the public key is not the private key's");
  return keys;
}
