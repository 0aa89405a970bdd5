// What bench/jobs/mail-queue.ts needs from the server, through the package's exports.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export { createJobQueue } from '../features/jobs/job-queue.ts';
export { createMailQueue } from '../features/mail/mail-queue.ts';
export { createMailer } from '../features/mail/mailer.ts';
export { openTestDatabase } from './test-database.ts';

/** An SMTP server on loopback that accepts every message and counts them. */
export async function startSmtpSink(): Promise<{ url: string; received(): number; close(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('end', () => {
        received += 1;
        done();
      });
      stream.resume();
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
