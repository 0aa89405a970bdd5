// Budgets (issue 22, "Speed"): queueing an e-mail adds ≤ 5 ms to the request that sends it (p99),
// and the queue drains ≥ 100 e-mails a minute from one instance (real SMTP on loopback).
// Run: node --import tsx bench/jobs/mail-queue.ts (embedded PGlite), or on PostgreSQL with
// OHP_TEST_DB=postgres TEST_DATABASE_URL=postgres://… node --import tsx bench/jobs/mail-queue.ts
import { cpus, loadavg } from 'node:os';
import {
  createJobQueue,
  createMailer,
  createMailQueue,
  openTestDatabase,
  startSmtpSink,
} from '@ohp/server/testing/job-queue-bench-kit';
import pino from 'pino';

const ENQUEUES = 500;
const DRAIN = 200;
const ENQUEUE_P99_BUDGET_MS = 5;
const DRAIN_BUDGET_PER_MINUTE = 100;

const log = pino({ level: 'silent' });
const database = await openTestDatabase();
const sink = await startSmtpSink();
const mailer = createMailer({ smtpUrl: sink.url, mailFrom: 'bench@ohp.local', outboxDir: '' }, log);
const jobs = createJobQueue(database, log, { schedule: false });
const queue = createMailQueue(mailer, jobs);
const message = (i: number) => ({
  to: `user${i}@example.com`,
  subject: 'Seu código de cadastro',
  text: `Código: ${String(100000 + i)}`,
  html: `<p>Código: <b>${String(100000 + i)}</b></p>`,
});
try {
  await jobs.start();
  // Warm-up (first statements prepared, worker polling).
  for (let i = 0; i < 20; i += 1) await queue.enqueue(message(i));
  await queue.idle();

  // The floor under the enqueue: the same message stored by a plain INSERT into a table of its own
  // (one round trip and one commit, as any write a request makes), timed in turn with the enqueues
  // so that both meet the same load; what the queue adds is the difference.
  await database.executeSql(
    'create table if not exists bench_mail_baseline (id bigserial primary key, data jsonb not null)',
  );
  const insert = (i: number) =>
    database.executeSql('insert into bench_mail_baseline (data) values ($1)', [JSON.stringify(message(i))]);
  for (let i = 0; i < 20; i += 1) await insert(i);
  const times: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < ENQUEUES; i += 1) {
    let started = performance.now();
    await queue.enqueue(message(i));
    times.push(performance.now() - started);
    started = performance.now();
    await insert(i);
    floor.push(performance.now() - started);
  }
  await database.executeSql('drop table bench_mail_baseline');
  const quantile = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  };
  const p = quantile(times);
  const f = quantile(floor);
  const added = p(0.99) - f(0.99);
  await queue.idle();

  const before = sink.received();
  const started = performance.now();
  for (let i = 0; i < DRAIN; i += 1) await queue.enqueue(message(i));
  await queue.idle();
  const seconds = (performance.now() - started) / 1000;
  const delivered = sink.received() - before;
  const perMinute = (delivered / seconds) * 60;

  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; database: ${database.kind}`,
  );
  console.log(
    `enqueue (stored, worker running): p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms (budget ≤ ${ENQUEUE_P99_BUDGET_MS} ms) ${p(0.99) <= ENQUEUE_P99_BUDGET_MS ? 'OK' : 'OVER'}`,
  );
  console.log(
    `plain INSERT of the same message (the floor of any stored write): p50 ${f(0.5).toFixed(2)} ms, p99 ${f(0.99).toFixed(2)} ms; the queue adds ${(p(0.5) - f(0.5)).toFixed(2)} ms at p50, ${added.toFixed(2)} ms at p99`,
  );
  console.log(
    `drain: ${delivered} e-mails over SMTP in ${seconds.toFixed(1)} s = ${perMinute.toFixed(0)}/min (budget ≥ ${DRAIN_BUDGET_PER_MINUTE}/min) ${perMinute >= DRAIN_BUDGET_PER_MINUTE ? 'OK' : 'UNDER'}`,
  );
} finally {
  await queue.close();
  await sink.close();
  await database.close();
}
