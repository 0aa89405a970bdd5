import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random secret generated once into <dataDir>/jwt-secret
 * (mode 600) so tokens survive restarts. Several instances must share JWT_SECRET instead.
 */
export function resolveJwtSecret(options: { jwtSecret: string | undefined; dataDir: string }): Uint8Array {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  if (options.dataDir === ':memory:') return randomBytes(48);
  const file = join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}
