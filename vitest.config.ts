import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser (end-to-end) tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Generous: a shared 2-core machine under load starts embedded Postgres slowly.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each API test file starts its own embedded database; keep memory and CPU in check,
          // and run after the other projects (a project with its own maxWorkers needs its own group).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
