import { pbkdf2Sync } from 'node:crypto';
import type { NativePbkdf2 } from './pkcs12.ts';

/** Node's native PBKDF2 for `openPkcs12` (server, CLI): binary strings in and out, as forge uses. */
export const nodePbkdf2: NativePbkdf2 = (password, salt, iterations, keyLength, hash) =>
  pbkdf2Sync(
    Buffer.from(password, 'binary'),
    Buffer.from(salt, 'binary'),
    iterations,
    keyLength,
    hash,
  ).toString('binary');
