// What bench/jobs/mail-queue.ts needs from the server, through the package's exports.
export { createJobQueue } from '../features/jobs/job-queue.ts';
export { createMailQueue } from '../features/mail/mail-queue.ts';
export { createMailer } from '../features/mail/mailer.ts';
export { startSmtpSink } from './smtp-sink.ts';
export { openTestDatabase } from './test-database.ts';
