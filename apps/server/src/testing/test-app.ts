import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

/** The real application on a fresh database, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir: mkdtempSync(join(tmpdir(), 'ohp-test-')),
    webDist: join(tmpdir(), 'ohp-no-web-dist'),
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
