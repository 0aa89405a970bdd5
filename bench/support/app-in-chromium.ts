// The built app served by the real server (production mode, throwaway data folder) and the
// system Chromium pointed at it: what the browser benches measure against. `close` removes both.
// `startAppServer` is the server alone (the Lighthouse bench starts its own Chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@ohp/server/start';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { startServerProcess } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the benches read of the server: its address and the fresh database's demo account. */
export interface BenchServer {
  url: string;
  demoAccount?: { email: string; password: string } | undefined;
}

export interface AppInChromium {
  server: BenchServer;
  context: BrowserContext;
  close(): Promise<void>;
}

export interface AppServer {
  server: BenchServer;
  close(): Promise<void>;
}

/** The built app on the real server alone (for a browser the bench drives itself). */
export async function startAppServer(name: string, bodyLimitMb?: number): Promise<AppServer> {
  // OHP_BENCH_SERVER=process: the built server in its own process (./server-process.ts).
  if (process.env.OHP_BENCH_SERVER === 'process') return startServerProcess(name, bodyLimitMb);
  const dataDir = mkdtempSync(join(tmpdir(), `ohp-bench-${name}-`));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // OHP_BENCH_WEB_DIST: another build of the app (a before/after comparison in one session).
    webDist: process.env.OHP_BENCH_WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
    logLevel: 'warn',
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      ...(bodyLimitMb === undefined ? {} : { BODY_LIMIT_MB: String(bodyLimitMb) }),
    },
  });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startAppInChromium(
  name: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
  bodyLimitMb?: number,
): Promise<AppInChromium> {
  const app = await startAppServer(name, bodyLimitMb);
  const { server } = app;
  const userDataDir = mkdtempSync(join(tmpdir(), 'ohp-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
    viewport,
    baseURL: server.url,
  });
  return {
    server,
    context,
    async close() {
      await context.close();
      await app.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `account` in through the sign-in page, as a person does. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The first login of a fresh server also waits for its password hashing; allow a loaded machine.
  await page.getByTestId('app-layout').waitFor({ timeout: 120_000 });
}
