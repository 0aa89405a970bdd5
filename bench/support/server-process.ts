// OHP_BENCH_SERVER=process: the browser benches' server as users run it, the production build
// (`npm run build`: apps/server/dist/main.mjs) in its own process, instead of the sources through
// tsx in the bench's own process, where the test driver's polling and the trace collection share
// the server's event loop. The default stays in-process so that figures compare with earlier ones.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  server: { url: string; demoAccount: { email: string; password: string } };
  close(): Promise<void>;
}

/** A free port on 127.0.0.1 (asked of the system, then released for the server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startServerProcess(name: string, bodyLimitMb?: number): Promise<ServerProcess> {
  const main = join(root, 'apps/server/dist/main.mjs');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), `ohp-bench-${name}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // OHP_BENCH_WEB_DIST: another build of the app (a before/after comparison in one session).
      WEB_DIST: process.env.OHP_BENCH_WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
      LOG_LEVEL: 'warn',
      ...(bodyLimitMb === undefined ? {} : { BODY_LIMIT_MB: String(bodyLimitMb) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  // The start banner names the demo account of the fresh database (apps/server/src/main.ts).
  const demoAccount = await new Promise<{ email: string; password: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /Demo account created: (\S+) \/ (\S+)/.exec(printed);
      if (found?.[1] && found[2]) resolve({ email: found[1], password: found[2] });
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${printed}`)));
  });
  return {
    server: { url: `http://127.0.0.1:${port}`, demoAccount },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
