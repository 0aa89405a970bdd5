import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const main = resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The demo account, on the first start of an empty database. */
  demo: { email: string; password: string } | undefined;
  /** Ends the process with SIGTERM (clean shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
}

/** The server (`npm start`'s entry) as its own process on loopback; resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((ready, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: join(tmpdir(), 'ohp-no-web-dist'),
        LOG_LEVEL: 'fatal',
        ...env,
      },
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const end = async (signal: NodeJS.Signals) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    };
    const timer = setTimeout(() => fail(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output);
      // The address and the demo account are printed in one write, after the start is complete.
      if (url?.[1]) {
        clearTimeout(timer);
        const account = /Demo account created: (\S+) \/ (\S+)/.exec(output);
        const demo = account?.[1] && account[2] ? { email: account[1], password: account[2] } : undefined;
        ready({ url: url[1], child, demo, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now, VmHWM: peak resident). */
export function processMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * Bytes the process has read through read-like system calls (`rchar` of /proc/<pid>/io: sockets
 * and files), to count what the server took off an upload's connection, not what the client wrote
 * into its own and the kernel's buffers.
 */
export function processReadBytes(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const match = /^rchar:\s+(\d+)$/m.exec(io);
  if (!match?.[1]) throw new Error(`no rchar in /proc/${pid}/io`);
  return Number(match[1]);
}

/** Resets VmHWM to the current VmRSS (Linux ≥ 4.0, "5" in clear_refs), so the peak is the test's. */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Signs the demo account in (password `env.DEMO_PASSWORD` of the process); its bearer token. */
export async function signInDemo(server: ServerProcess, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@ohp.local', password, loginOriginType: 1 }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** The partial uploads in the server's temporary folder (none before the folder exists). */
export const partialUploads = (tempDir: string): string[] =>
  existsSync(tempDir) ? readdirSync(tempDir) : [];

/** Waits up to 5 s for the server to write part of an upload to its temporary folder; the files there. */
export async function waitForPartialUpload(tempDir: string): Promise<string[]> {
  for (let i = 0; i < 200 && partialUploads(tempDir).length === 0; i += 1)
    await new Promise((d) => setTimeout(d, 25));
  return partialUploads(tempDir);
}

/**
 * Kills the server while `upload` is under way, as a crash would, and starts it again with the same
 * `env` (same data): what the upload's promise gave once its connection died, the partial uploads
 * the killed process left, and the new process with what its start left of them.
 */
export async function killDuringUpload<T>(o: {
  server: ServerProcess;
  env: Record<string, string>;
  tempDir: string;
  upload: Promise<T>;
}): Promise<{ upload: T; leftByKill: string[]; server: ServerProcess; leftAfterRestart: string[] }> {
  await o.server.kill();
  const upload = await o.upload;
  const leftByKill = partialUploads(o.tempDir);
  const server = await startServerProcess(o.env);
  return { upload, leftByKill, server, leftAfterRestart: partialUploads(o.tempDir) };
}
