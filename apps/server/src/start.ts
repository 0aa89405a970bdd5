import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { cleanupJob } from './features/auth/register-auth.ts';
import { scheduleDatabaseStatistics } from './features/jobs/database-statistics.ts';
import { certificateCheckJob } from './features/notifications/register-notifications.ts';
import { loadConfig, type ServerConfig } from './config/env.ts';
import { type Database, openDatabase } from './db/database.ts';
import { sweepPartialUploads } from './http/stream-upload.ts';
import { uploadTempDir } from './http/upload-receiver.ts';
import { type DemoAccount, ensureDemoAccount } from './seed/demo-account.ts';

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Folder of the embedded database and local files; ':memory:' for a throwaway database. */
  dataDir?: string;
  databaseUrl?: string;
  webDist?: string;
  logLevel?: ServerConfig['logLevel'];
  demoPassword?: string;
  /** Environment to read the rest of the configuration from (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Set on the first start of an empty database. */
  demoAccount: DemoAccount | undefined;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} on ${host} is already in use. Stop the other process or set PORT to another port.`);
    this.name = 'PortInUseError';
  }
}

/** Opens and migrates the database, seeds the demo account, builds the app and listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const base = loadConfig(options.env ?? process.env);
  const config: ServerConfig = {
    ...base,
    port: options.port ?? base.port,
    host: options.host ?? base.host,
    dataDir: options.dataDir ?? base.dataDir,
    databaseUrl: options.databaseUrl ?? base.databaseUrl,
    webDist: options.webDist ?? base.webDist,
    logLevel: options.logLevel ?? base.logLevel,
    demoPassword: options.demoPassword ?? base.demoPassword,
  };
  // Opened first: a second process on an embedded DATA_DIR in use stops here, before it touches it.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    // Uploads a killed process left half-written (never acknowledged, no row): gone before we listen.
    // Each instance has its own DATA_DIR temp folder, so this never touches another's uploads.
    if (config.dataDir !== ':memory:') await sweepPartialUploads(uploadTempDir(config.dataDir));
    // Several instances may start at once on one fresh database: one migrates and seeds at a time.
    const demoAccount = await database.withStartupLock(async () => {
      await database.migrate();
      return config.demoAccount
        ? await ensureDemoAccount(database.db, { dataDir: config.dataDir, password: config.demoPassword })
        : undefined;
    });
    app = await buildApp({ config, database });
    const built = app;
    if (config.demoAccount) await database.withStartupLock(() => built.ensureDemoSupport());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
        throw new PortInUseError(config.host, config.port);
      throw error;
    }
    // Expired codes, counters and old refresh tokens: once now, then hourly (docs/auth.md).
    // Awaiting the first run keeps its log line (if any) above the start banner main.ts prints.
    await app.cleanup.runOnce();
    // Recurring work is scheduled in the job queue: each time comes once per cluster, however
    // many instances run (docs/reliability.md "Several instances"). The workers start too (e-mail,
    // Web Push, notifications), so jobs queued before a restart go out.
    // Creating the queue's schema and queues from several instances at once can deadlock in
    // PostgreSQL: under the start-up lock, one instance at a time.
    const jobs = app.platform.jobs;
    await database.withStartupLock(async () => {
      await jobs.start();
      await jobs.schedule(cleanupJob, '17 * * * *');
      // Calibration certificates due within 30 days or overdue (docs/admin.md).
      await jobs.schedule(certificateCheckJob, config.certificateCheckSchedule);
      // The embedded database's planner statistics, hourly (it has no autovacuum).
      await scheduleDatabaseStatistics(jobs, database);
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    // `npm run user:create` finds the owner of DATA_DIR here and sends its write through us.
    const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    database.ownerLock?.announce(`http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`);
    const running = app;
    return {
      url: `http://${shownHost}:${port}`,
      app: running,
      database,
      config,
      demoAccount,
      close: async () => {
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
