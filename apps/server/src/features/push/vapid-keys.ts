import { createECDH } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';

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

const settingKey = 'vapid-keys';

/**
 * One key pair per deployment: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise the pair
 * stored in the database (settings `vapid-keys`), so every instance signs with the same key. The
 * first instance to need one stores it (a pair an older version generated into <dataDir>/vapid.json,
 * so existing subscriptions stay valid, or a fresh one); the insert keeps the first writer's pair
 * when several instances start at once, and every instance then reads that one.
 */
export async function resolveVapidKeys(
  db: Db,
  options: { publicKey: string | undefined; privateKey: string | undefined; dataDir: string },
): Promise<VapidKeys> {
  if (options.publicKey && options.privateKey)
    return checkVapidKeys({ publicKey: options.publicKey, privateKey: options.privateKey });
  const stored = async () =>
    (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKey)))[0];
  const existing = await stored();
  if (existing) return checkVapidKeys(JSON.parse(existing.value) as VapidKeys);
  const candidate = legacyFileKeys(options.dataDir) ?? generate();
  await db
    .insert(settings)
    .values({ key: settingKey, value: JSON.stringify(candidate) })
    .onConflictDoNothing({ target: settings.key });
  const winner = await stored();
  return checkVapidKeys(winner ? (JSON.parse(winner.value) as VapidKeys) : candidate);
}

/** The pair an earlier version kept in <dataDir>/vapid.json, if any. */
function legacyFileKeys(dataDir: string): VapidKeys | undefined {
  if (dataDir === ':memory:') return undefined;
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) return undefined;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  return stored.publicKey && stored.privateKey
    ? { publicKey: stored.publicKey, privateKey: stored.privateKey }
    : undefined;
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
