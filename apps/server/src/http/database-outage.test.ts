import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres.ts';

// A real outage: the server (`npm start`'s entry, its own process) runs on a PostgreSQL server this
// test starts in a temporary folder; the database is stopped under it, then started again.
const main = resolve(import.meta.dirname, '../main.ts');
const recoveryDeadlineMs = 5_000;

let postgres: PrivatePostgres | undefined;
let server: ChildProcess | undefined;
let output = '';
let baseUrl = '';
let demo = { email: '', password: '' };
const dataDir = mkdtempSync(join(tmpdir(), 'ohp-outage-'));

/** Starts the server on the private database; resolves once it printed its address and demo account. */
function startServer(databaseUrl: string): Promise<void> {
  return new Promise((ready, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST: join(tmpdir(), 'ohp-no-web-dist'),
        LOG_LEVEL: 'fatal',
      },
    });
    server = child;
    const timer = setTimeout(() => fail(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output);
      const account = /Demo account created: (\S+) \/ (\S+)/.exec(output);
      if (url?.[1] && account?.[1] && account[2]) {
        clearTimeout(timer);
        baseUrl = url[1];
        demo = { email: account[1], password: account[2] };
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function call(method: string, path: string, options: { token?: string; body?: object } = {}) {
  const headers: Record<string, string> = { 'x-language': 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { error?: string; data?: unknown }) : {} };
}

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  await startServer(postgres.url);
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.removeAllListeners('exit');
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('database outage on PostgreSQL', () => {
  it('answers 503 with the translated message while the database is down, never crashes, and recovers within 5 s', async () => {
    if (!postgres) throw new Error('private PostgreSQL not started');
    const signIn = await call('POST', '/api/login', {
      body: { email: demo.email, password: demo.password, loginOriginType: 1 },
    });
    expect(signIn.status).toBe(200);
    const { token, refreshToken } = signIn.body.data as { token: string; refreshToken: string };

    await postgres.stop();
    const during = [
      await call('GET', '/api/health'),
      await call('POST', '/api/login', {
        body: { email: demo.email, password: demo.password, loginOriginType: 1 },
      }),
      await call('POST', '/api/login/refresh-token', { body: { token: refreshToken, loginOriginType: 1 } }),
      await call('POST', '/api/user/forgot-password?email=someone@example.com'),
      await call('GET', '/api/user', { token }),
      await call('GET', '/api/measurements', { token }),
    ];
    for (const answer of during) {
      expect(answer).toEqual({ status: 503, body: { error: 'The database is not available' } });
    }
    expect(server?.exitCode).toBeNull();

    await postgres.start();
    const restartedAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - restartedAt < recoveryDeadlineMs) {
      const [health, user] = await Promise.all([
        call('GET', '/api/health'),
        call('GET', '/api/user', { token }),
      ]);
      recovered = health.status === 200 && user.status === 200;
      if (!recovered) await new Promise((wait) => setTimeout(wait, 100));
    }
    console.info(
      `database outage: recovered ${recovered ? `in ${Date.now() - restartedAt} ms` : 'NOT within 5 s'} after the restart`,
    );
    expect(recovered).toBe(true);
    expect(server?.exitCode).toBeNull();
  }, 120_000);
});
