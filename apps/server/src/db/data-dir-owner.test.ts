import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { acquireDataDirLock, DataDirInUseError, readOwner } from './data-dir-lock.ts';

const run = promisify(execFile);
const createUserScript = resolve(import.meta.dirname, '../cli/create-user.ts');
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
}, 60_000);

async function signIn(server: ServerProcess, email: string, password: string): Promise<number> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, loginOriginType: 1 }),
  });
  return res.status;
}

describe('the owner lock of a DATA_DIR', () => {
  it('refuses a second owner while the first lives and names it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ohp-lock-'));
    const first = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(folder)).toThrow(`pid ${process.pid}`);
    first.release();
    const second = acquireDataDirLock(folder);
    expect(readOwner(folder)?.localToken).toBe(second.owner.localToken);
    second.release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ohp-lock-'));
    // Pids are below 2^22 on Linux: this one cannot run.
    const dead = { pid: 2 ** 22 + 7, host: hostname(), startedAt: '2026-01-01T00:00:00Z', localToken: 'x' };
    writeFileSync(join(folder, 'owner.lock.json'), JSON.stringify(dead));
    const lock = acquireDataDirLock(folder);
    expect(readOwner(folder)?.pid).toBe(process.pid);
    lock.release();
  });
});

describe('a running server on the embedded database', () => {
  it('stops a second process at once, and user:create goes through the running server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ohp-owner-'));
    const env = { DATA_DIR: dataDir, DEMO_PASSWORD: 'demo-password-1!' };
    const first = await startServerProcess(env);
    servers.push(first);
    expect(first.demo).toBeDefined();

    const second = await startServerProcess(env).then(
      (s) => {
        servers.push(s);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(second).toContain('server exited with 1');
    expect(second).toContain(`The data folder ${dataDir} is in use`);
    expect(second).toContain(`pid ${first.child.pid}`);
    expect(second).toContain('npm run user:create');
    // The first keeps serving its data.
    expect(await signIn(first, 'demo@ohp.local', 'demo-password-1!')).toBe(200);

    const created = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        createUserScript,
        '--email',
        'boss@example.com',
        '--password',
        'Boss-pass-1!',
        '--admin',
      ],
      { env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'fatal' } },
    );
    expect(created.stdout).toContain('Created admin boss@example.com (through the running server');
    expect(await signIn(first, 'boss@example.com', 'Boss-pass-1!')).toBe(200);

    // The write was the server's own: it survives the server's restart.
    await first.stop();
    servers.splice(servers.indexOf(first), 1);
    const again = await startServerProcess(env);
    servers.push(again);
    expect(await signIn(again, 'boss@example.com', 'Boss-pass-1!')).toBe(200);
  }, 240_000);
});
