import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createUploadReceiver, type UploadReceiver, uploadTempDir } from '../http/upload-receiver.ts';
import { defineDatabaseStatistics } from './jobs/database-statistics.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createMailQueue, type MailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createFileStorage } from './storage/create-storage.ts';
import type { FileStorage } from './storage/storage.ts';

/** What every feature may use; each feature builds its own repositories and services from it. */
export interface FeatureDeps {
  config: ServerConfig;
  database: Database;
  storage: FileStorage;
  mail: MailQueue;
  /** Background jobs in the database (e-mail, scheduled checks); features define their queues. */
  jobs: JobQueue;
  /** Every route that takes a file streams it through this (limits per user, parse slots). */
  uploads: UploadReceiver;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared dependencies (tests reach the mail queue and the storage through it). */
    platform: FeatureDeps;
  }
}

/** Builds the shared dependencies once per app and closes the mail queue with it. */
export function createFeatureDeps(
  app: FastifyInstance,
  { config, database }: { config: ServerConfig; database: Database },
): FeatureDeps {
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') },
    app.log,
  );
  // Recurring jobs (cron) are scheduled by start.ts only: tests run them by hand.
  const jobs = createJobQueue(database, app.log, { schedule: true });
  defineDatabaseStatistics(jobs, database);
  const mail = createMailQueue(mailer, jobs);
  const uploads = createUploadReceiver({
    tempDir: uploadTempDir(config.dataDir),
    perUser: config.uploadsPerUser,
    parseSlots: config.uploadParseSlots,
  });
  const deps: FeatureDeps = {
    config,
    database,
    storage: createFileStorage(config),
    mail,
    jobs,
    uploads,
    log: app.log,
  };
  app.decorate('platform', deps);
  app.addHook('onClose', async () => mail.close());
  return deps;
}
