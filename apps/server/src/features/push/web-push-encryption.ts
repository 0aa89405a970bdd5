import { createCipheriv, createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188), with
 * node:crypto only: ECDH on P-256 between a one-off key of ours and the browser's `p256dh` key,
 * HKDF-SHA-256 salted with the browser's `auth` secret, then AES-128-GCM in one record.
 */

/** Push services must accept 4096 bytes of body (RFC 8030 §7.2); this is the whole record size. */
export const pushRecordSize = 4096;
/** Header: salt (16) + record size (4) + key id length (1) + our public key (65). */
const headerLength = 16 + 4 + 1 + 65;
/** The most plaintext one 4096-byte body carries: minus the header, the GCM tag and the 0x02 delimiter. */
export const maxPushPlaintext = pushRecordSize - headerLength - 16 - 1;

const ascii = (text: string) => Buffer.from(text, 'ascii');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The content key and nonce both sides derive (RFC 8291 §3.4, RFC 8188 §2.2). */
function derive(input: {
  ecdhSecret: Buffer;
  authSecret: Buffer;
  uaPublic: Buffer;
  asPublic: Buffer;
  salt: Buffer;
}) {
  const keyInfo = Buffer.concat([ascii('WebPush: info\0'), input.uaPublic, input.asPublic]);
  const ikm = hkdf(input.authSecret, input.ecdhSecret, keyInfo, 32);
  return {
    key: hkdf(input.salt, ikm, ascii('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(input.salt, ikm, ascii('Content-Encoding: nonce\0'), 12),
  };
}

/** A browser's subscription keys decode to a 65-byte uncompressed point and a 16-byte secret. */
export function validSubscriptionKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/**
 * Encrypts one push message for a browser's subscription. `salt` and `asPrivateKey` are for the
 * RFC's worked example only: in use both are fresh random values for every message.
 */
export function encryptPushMessage(input: {
  plaintext: Uint8Array;
  p256dh: string;
  auth: string;
  salt?: Uint8Array;
  asPrivateKey?: Uint8Array;
}): Buffer {
  if (input.plaintext.length > maxPushPlaintext)
    throw new Error(`Push message over ${maxPushPlaintext} bytes`);
  const uaPublic = Buffer.from(input.p256dh, 'base64url');
  const authSecret = Buffer.from(input.auth, 'base64url');
  const salt = Buffer.from(input.salt ?? randomBytes(16));
  const ecdh = createECDH('prime256v1');
  if (input.asPrivateKey) ecdh.setPrivateKey(Buffer.from(input.asPrivateKey));
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(uaPublic);
  const { key, nonce } = derive({ ecdhSecret, authSecret, uaPublic, asPublic, salt });

  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  // One record, so it is also the last: delimiter 0x02, no padding.
  const body = Buffer.concat([
    cipher.update(input.plaintext),
    cipher.update(Buffer.from([2])),
    cipher.final(),
  ]);
  const header = Buffer.alloc(headerLength);
  salt.copy(header, 0);
  header.writeUInt32BE(pushRecordSize, 16);
  header.writeUInt8(asPublic.length, 20);
  asPublic.copy(header, 21);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/**
 * The browser's side (what a user agent does with the body): used by the tests to open what the
 * sender produced, and to check the RFC's example in the other direction. Throws when the body was
 * altered or is not for these keys. One record only, as the sender writes.
 */
export function decryptPushMessage(input: {
  body: Uint8Array;
  uaPrivateKey: Uint8Array;
  auth: string;
}): Buffer {
  const body = Buffer.from(input.body);
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length < 17) throw new Error('Push message too short');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(input.uaPrivateKey));
  const { key, nonce } = derive({
    ecdhSecret: ecdh.computeSecret(asPublic),
    authSecret: Buffer.from(input.auth, 'base64url'),
    uaPublic: ecdh.getPublicKey(),
    asPublic,
    salt,
  });
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Strip the padding zeros, then the delimiter, which must say "last record".
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Push message without a last-record delimiter');
  return padded.subarray(0, end);
}
