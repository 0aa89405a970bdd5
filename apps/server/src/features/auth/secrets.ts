import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacSha256 = (key: Uint8Array, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

/** Compares two hex digests in constant time (different lengths are simply unequal). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** 256 random bits as 43 base64url characters. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A uniformly random 6-digit code, leading zeros kept. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
