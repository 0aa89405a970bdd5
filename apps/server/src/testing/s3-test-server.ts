import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3TestServer {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver) in a child process, with one bucket. Own process because
 * s3rver's list continuation tokens use DES, which Node's OpenSSL 3 only offers with its legacy
 * provider — a flag we do not want in the test process itself.
 */
export async function startS3TestServer(bucket: string): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'ohp-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on ([\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}`);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
  return {
    endpoint,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
