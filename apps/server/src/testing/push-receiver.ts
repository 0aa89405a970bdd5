import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, type JWTPayload, jwtVerify } from 'jose';

/**
 * The receiving side of Web Push, for tests (docs/admin.md "Web Push"): a stand-in push service on
 * loopback that records what the server sent, a browser's subscription keys, the RFC 8291
 * decryption a browser does, and the RFC 8292 check a push service does on the VAPID header. The
 * product encrypts and signs with the `web-push` library; these are written independently of it
 * (node:crypto and jose) so the tests check the library's output, not the library against itself.
 */

const ascii = (text: string) => Buffer.from(text, 'ascii');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** A browser's subscription keys, as PushManager.subscribe makes them, with the private half. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}

/**
 * Opens an `aes128gcm` push body (RFC 8188 header, RFC 8291 keys) with the browser's private key
 * and auth secret. Throws when the body was altered or is not for these keys. One record only (a
 * Web Push message is at most 4096 bytes, one record).
 */
export function decryptPushMessage(input: {
  body: Uint8Array;
  uaPrivateKey: Uint8Array;
  auth: string;
}): Buffer {
  const body = Buffer.from(input.body);
  if (body.length < 21) throw new Error('Push message too short');
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length < 17) throw new Error('Push message too short');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(input.uaPrivateKey));
  const keyInfo = Buffer.concat([ascii('WebPush: info\0'), ecdh.getPublicKey(), asPublic]);
  const ikm = hkdf(Buffer.from(input.auth, 'base64url'), ecdh.computeSecret(asPublic), keyInfo, 32);
  const key = hkdf(salt, ikm, ascii('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, ascii('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Strip the padding zeros, then the delimiter, which must say "last record".
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Push message without a last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * What a push service checks (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the key
 * being the server's published one, the ES256 JWT signed by it, for this push service's origin,
 * not expired and at most 24 hours ahead. Throws otherwise; answers the JWT claims.
 */
export async function verifyVapidAuthorization(
  authorization: string | undefined,
  expected: { publicKey: string; audience: string },
): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID authorization: ${authorization}`);
  if (match[2] !== expected.publicKey) throw new Error('VAPID key is not the server’s published key');
  if (decodeProtectedHeader(match[1]).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const point = Buffer.from(expected.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { audience: expected.audience });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 60 * 60)
    throw new Error('VAPID JWT expiry missing or over 24 hours ahead');
  return payload;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in push service on 127.0.0.1 (a random port): records every request; answers 410 under
 * `/gone/`, 404 under `/missing/`, 500 under `/broken/`, the status set by `answer(path, status)`
 * for that path, else 201 as a push service does.
 */
export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const set = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode =
        set.get(path) ??
        (path.startsWith('/gone/')
          ? 410
          : path.startsWith('/missing/')
            ? 404
            : path.startsWith('/broken/')
              ? 500
              : 201);
      response.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** From now on `path` is answered `status` (undefined: the default again). */
    answer(path: string, status: number | undefined): void {
      if (status === undefined) set.delete(path);
      else set.set(path, status);
    },
    /** The requests made to `path` so far. */
    to: (path: string) => received.filter((r) => r.path === path),
    /** The first request to `path`, waiting for it up to `timeoutMs`. */
    async next(path: string, timeoutMs = 10_000): Promise<ReceivedPush> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((r) => r.path === path);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No push reached ${path} within ${timeoutMs} ms`);
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiters.push(() => {
            clearTimeout(timer);
            wake();
          });
        });
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
