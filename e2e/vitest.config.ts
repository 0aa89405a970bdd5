import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the real built server (apps/server startServer) on a free port with a fresh
// database, driven through Debian's chromium by playwright-core. Run after `vite build apps/web`.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One chromium per file; keep memory in check next to the embedded database.
    maxWorkers: 2,
  },
});
