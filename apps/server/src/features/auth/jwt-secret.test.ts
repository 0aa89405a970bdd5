import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('JWT secret', () => {
  it('uses JWT_SECRET when set', () => {
    const secret = resolveJwtSecret({ jwtSecret: 'a'.repeat(40), dataDir: '/nonexistent' });
    expect(Buffer.from(secret).toString()).toBe('a'.repeat(40));
  });

  it('otherwise generates one secret into <DATA_DIR>/jwt-secret (mode 600) and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ohp-jwt-'));
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    const second = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
