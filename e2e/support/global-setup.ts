import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from '@ohp/server/start';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(root, 'apps', 'web', 'dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo account the server creates on the first start of its (fresh) database. */
    demoAccount: { email: string; password: string };
  }
}

/** Starts the real server (fresh embedded database in a temp folder) once for all browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    // `npm test` builds first; a lone `vitest --config e2e/vitest.config.ts` builds here.
    const build = spawnSync('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The web app build failed; browser tests need apps/web/dist.');
  }
  mkdirSync(join(root, 'test-output', 'screenshots'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ohp-e2e-data-'));
  // Serve a snapshot of the build: a `vite build` started meanwhile (dev work, another run) empties
  // apps/web/dist and renames every asset, which would leave the running tests with a blank page.
  const servedDist = mkdtempSync(join(tmpdir(), 'ohp-e2e-web-'));
  cpSync(webDist, servedDist, { recursive: true });
  // Only what the test needs from the environment: never a DATABASE_URL meant for something else.
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDist: servedDist,
    logLevel: 'warn',
    // TRUST_PROXY=1 (one hop: the loopback peer): each test browser sends its own X-Forwarded-For
    // (support/browser.ts), so the server's per-IP sign-in limits apply per simulated client.
    env: { NODE_ENV: 'production', PATH: process.env.PATH, TRUST_PROXY: '1' },
  });
  if (!server.demoAccount) {
    await server.close();
    throw new Error(
      'The server created no demo account on its fresh database; browser tests sign in with it.',
    );
  }
  project.provide('baseUrl', server.url);
  project.provide('demoAccount', { email: server.demoAccount.email, password: server.demoAccount.password });
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(servedDist, { recursive: true, force: true });
  };
}
