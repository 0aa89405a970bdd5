// Budget (issues 15 and 16): 10 viewers streaming one 48 MB support video at once (range requests of
// the whole file, read over real sockets to the end) grow the server's peak memory by ≤ 50 MB, where
// reading the file whole per request needed 10 × 48 MB. The viewers run in a child process
// (bench/videos/viewers.ts): this process is the server alone, so what grows here is what it holds
// (when they shared it, the viewers' received chunks and their garbage read 24-57 MB of the figure
// from one run to the next).
// Run: node --expose-gc --import tsx bench/videos/stream.ts (embedded PGlite; the database plays no
// part in the figure).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { createTestApp, signedInAdmin } from '@ohp/server/testing/admin-bench-kit';
import type { ViewersOrder, ViewersReport } from './viewers.ts';

const MB = 1024 * 1024;
const SIZE = 48 * MB;
const VIEWERS = 10;
const BUDGET_MB = 50;

const t = await createTestApp();
try {
  const token = await signedInAdmin(t);
  let video: Buffer | undefined = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    randomBytes(SIZE - 12),
  ]);
  const digest = createHash('sha256').update(video).digest('hex');
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = { titlePtBR: 'Bench', titleEn: 'Bench', titleEs: 'Bench' };
  let payload: Buffer | undefined = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    video,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/admin/videos',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  const id = (upload.json() as { data: { id: string } }).data.id;
  video = undefined;
  payload = undefined;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  // Started before the figure's baseline: the child's start costs this process nothing later.
  const viewers = fork(new URL('./viewers.ts', import.meta.url));
  const exited = once(viewers, 'exit') as Promise<[number | null]>;
  // The report, or a failure when the viewers' process ends without one (never a wait forever).
  const reported = Promise.race([
    once(viewers, 'message') as Promise<[ViewersReport]>,
    exited.then(([code]) => {
      throw new Error(`the viewers' process ended without a report (exit code ${code})`);
    }),
  ]);

  for (let round = 0; round < 3; round += 1) globalThis.gc?.();
  const sample = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, held: m.heapUsed + m.arrayBuffers };
  };
  const before = sample();
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.held = Math.max(peak.held, now.held);
  }, 5);
  const order: ViewersOrder = { port, path: `/api/videos/${id}/stream`, viewers: VIEWERS };
  viewers.send(order);
  const [{ answers, seconds }] = await reported;
  clearInterval(sampler);
  await exited;

  const exact = answers.filter((a) => a.status === 206 && a.digest === digest && a.bytes === SIZE).length;
  const rssMb = (peak.rss - before.rss) / MB;
  const heldMb = (peak.held - before.held) / MB;
  console.log(
    `machine: ${cpus().length} CPU, load ${loadavg()[0]?.toFixed(2)}; gc exposed: ${!!globalThis.gc}`,
  );
  console.log(
    `${VIEWERS} viewers × ${SIZE / MB} MB video (206, whole file): ${exact}/${VIEWERS} exact (SHA-256), ` +
      `${((VIEWERS * SIZE) / MB / seconds).toFixed(0)} MB/s in all`,
  );
  console.log(
    `peak RSS growth ${rssMb.toFixed(1)} MB (budget ${BUDGET_MB} MB) ${rssMb <= BUDGET_MB ? 'OK' : 'OVER'}; ` +
      `peak JS heap + buffers growth ${heldMb.toFixed(1)} MB (garbage included; the server process alone); ` +
      `whole-file reads would hold ${(VIEWERS * SIZE) / MB} MB`,
  );
} finally {
  await t.close();
}
