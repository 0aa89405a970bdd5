// The built app served by the real server (production mode, throwaway data folder) and the
// system Chromium pointed at it: what the browser benches measure against. `close` removes both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@ohp/server/start';
import { type BrowserContext, chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface AppInChromium {
  server: Awaited<ReturnType<typeof startServer>>;
  context: BrowserContext;
  close(): Promise<void>;
}

export async function startAppInChromium(
  name: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<AppInChromium> {
  const dataDir = mkdtempSync(join(tmpdir(), `ohp-bench-${name}-`));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDist: join(root, 'apps', 'web', 'dist'),
    logLevel: 'warn',
    env: { NODE_ENV: 'production', PATH: process.env.PATH },
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'ohp-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: flags,
    viewport,
    baseURL: server.url,
  });
  return {
    server,
    context,
    async close() {
      await context.close();
      await server.close();
      rmSync(userDataDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
