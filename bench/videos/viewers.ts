// The viewers of bench/videos/stream.ts, in a process of their own so that the chunks they receive
// (and the garbage of hashing them) are not counted in the server's memory. Each viewer sends a range
// request of the whole file and hashes it as it comes. Started by stream.ts with fork(); it answers
// one message: what each viewer received.
import { createHash } from 'node:crypto';
import { get } from 'node:http';

export interface ViewersOrder {
  readonly port: number;
  readonly path: string;
  readonly viewers: number;
}

export interface ViewerAnswer {
  readonly status: number;
  readonly digest: string;
  readonly bytes: number;
}

export interface ViewersReport {
  readonly answers: readonly ViewerAnswer[];
  readonly seconds: number;
}

function view({ port, path }: ViewersOrder): Promise<ViewerAnswer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { range: 'bytes=0-' } }, (response) => {
      const hash = createHash('sha256');
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, digest: hash.digest('hex'), bytes }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

process.once('message', async (order: ViewersOrder) => {
  const started = performance.now();
  try {
    const answers = await Promise.all(Array.from({ length: order.viewers }, () => view(order)));
    const report: ViewersReport = { answers, seconds: (performance.now() - started) / 1000 };
    process.send?.(report, () => process.exit(0));
  } catch (error) {
    // No report: stream.ts then says the viewers failed (it waits for a report or this exit).
    console.error(error);
    process.exit(1);
  }
});
