import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  body: string;
}

/** One HTTP request on loopback (keep-alive), the whole answer read. */
export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end(options.body);
  });
}

export interface OpenLoadResult {
  sent: number;
  ok: number;
  failed: number;
  statuses: Map<number, number>;
  /** Milliseconds from each request's scheduled start (no coordinated omission) to its answer. */
  latencies: number[];
}

/**
 * Open-model load: requests start on a fixed schedule (`rate` per second for `seconds`) whether
 * or not earlier ones have answered, and latency counts from the scheduled start.
 */
export async function openLoad(
  rate: number,
  seconds: number,
  send: (index: number) => Promise<Answer>,
  isOk: (answer: Answer) => boolean,
): Promise<OpenLoadResult> {
  const total = Math.round(rate * seconds);
  const result: OpenLoadResult = { sent: 0, ok: 0, failed: 0, statuses: new Map(), latencies: [] };
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((go) => setTimeout(go, wait));
    result.sent += 1;
    pending.push(
      send(i).then(
        (answer) => {
          result.latencies.push(performance.now() - due);
          result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
          if (isOk(answer)) result.ok += 1;
          else result.failed += 1;
        },
        () => {
          result.latencies.push(performance.now() - due);
          result.failed += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return result;
}

/** Closed-model throughput: `concurrency` clients each sending as soon as the last answered. */
export async function throughput(
  concurrency: number,
  seconds: number,
  send: () => Promise<Answer>,
): Promise<{ perSecond: number; failed: number }> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        try {
          const answer = await send();
          if (answer.status === 200) done += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), failed };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
