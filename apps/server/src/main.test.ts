import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = resolve(import.meta.dirname, 'main.ts');

/** Runs `npm start`'s server entry and collects its output until it exits or prints `until`. */
function runMain(
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: join(tmpdir(), 'none'), ...env },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => done({ code, output }));
  });
}

const blockers: Server[] = [];
afterAll(() => {
  for (const s of blockers) s.close();
});

describe('server start-up failures are clear and exit non-zero', () => {
  it('database down', async () => {
    const { code, output } = await runMain({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot reach the database');
    expect(output).not.toContain('secret');
  });

  it('port in use', async () => {
    const blocker = createServer();
    blockers.push(blocker);
    const port = await new Promise<number>((ok) =>
      blocker.listen(0, '127.0.0.1', () => ok((blocker.address() as { port: number }).port)),
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'ohp-main-'));
    const { code, output } = await runMain({ PORT: String(port), DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });

  it('invalid configuration', async () => {
    const { code, output } = await runMain({ PORT: 'seventy' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
  });
});

describe('first start', () => {
  it('prints the URL and the demo account once, then shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ohp-main-'));
    const first = await runMain({ PORT: '0', DATA_DIR: dataDir }, /Demo account created/);
    expect(first.output).toMatch(/running at http:\/\/127\.0\.0\.1:\d+/);
    expect(first.output).toMatch(/Demo account created: demo@ohp\.local \/ \S+/);
    expect(first.code).toBe(0);
    const second = await runMain({ PORT: '0', DATA_DIR: dataDir }, /running at/);
    expect(second.output).not.toContain('Demo account created');
    expect(second.code).toBe(0);
    // Two full server starts (tsx, embedded Postgres from disk, migrations) on a shared machine.
  }, 240_000);
});
