import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted: its recipients (the To header), text part and arrival time. */
export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

const addresses = (field: ParsedMail['to']) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');

export interface SmtpSink {
  url: string;
  /** Every message accepted so far. */
  messages: SunkMail[];
  /** How many were accepted. */
  received(): number;
  /** How many sending attempts were refused (a message refused twice counts twice). */
  refused(): number;
  /** Refuses every message (421, "try again later") for the next `ms` milliseconds. */
  refuseFor(ms: number): void;
  close(): Promise<void>;
}

/**
 * An SMTP server on loopback for tests and benches: accepts every message (parsed by mailparser)
 * except while told to refuse, when it answers `421` to MAIL FROM as a busy or restarting mail
 * server does; nothing is accepted then, so the sender must try again.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  let refusing = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (Date.now() < refusing) {
        refusedCount += 1;
        const error = Object.assign(new Error('Service not available, try again later'), {
          responseCode: 421,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push({
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: Date.now(),
        });
        callback();
      }, callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: () => messages.length,
    refused: () => refusedCount,
    refuseFor(ms) {
      refusing = Date.now() + ms;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
