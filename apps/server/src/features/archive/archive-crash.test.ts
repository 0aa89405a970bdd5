import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../../http/upload-receiver.ts';
import {
  killDuringUpload,
  type ServerProcess,
  signInDemo,
  startServerProcess,
  waitForPartialUpload,
} from '../../testing/server-process.ts';
import { throwawayDatabaseUrl } from '../../testing/test-database.ts';

// The server as its own process, killed while an archive upload is half-way: after the restart
// there is no partial file, no row and no byte counted on the quota.
const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'ohp-archive-crash-'));
const tempDir = uploadTempDir(dataDir);
const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-senha-1' };
let database: Awaited<ReturnType<typeof throwawayDatabaseUrl>>;
let server: ServerProcess;
let token = '';

async function signIn(): Promise<void> {
  token = await signInDemo(server, env.DEMO_PASSWORD as string);
}

async function dashboard() {
  const res = await fetch(`${server.url}/api/home/dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { storage: { usedBytes: number }; files: { files: number } } }).data;
}

/** Starts a 20 MB upload, writes 8 MB of it and stops writing (resolves when paused). */
function startUpload(): { paused: Promise<void>; done: Promise<number | undefined> } {
  const boundary = 'ohpArchiveCrash';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const total = 20 * MB;
  let pause: () => void = () => {};
  const paused = new Promise<void>((resolve) => {
    pause = resolve;
  });
  const done = new Promise<number | undefined>((resolve) => {
    const req = httpRequest(`${server.url}/api/archive/files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + total + 64),
      },
    });
    req.on('response', (res) => resolve(res.statusCode));
    req.on('error', () => resolve(undefined));
    req.on('close', () => resolve(undefined));
    req.write(head);
    const chunk = Buffer.alloc(MB, 7);
    let sent = 0;
    const pump = () => {
      while (sent < 8 * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      pause();
    };
    pump();
  });
  return { paused, done };
}

beforeAll(async () => {
  database = await throwawayDatabaseUrl();
  if (database) env.DATABASE_URL = database.url;
  server = await startServerProcess(env);
  await signIn();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('archive upload and a crash', () => {
  it('leaves no partial file, no row and no usage after the server is killed mid-upload', async () => {
    const before = await dashboard();
    const upload = startUpload();
    await upload.paused;
    expect(await waitForPartialUpload(tempDir)).toHaveLength(1);
    const crash = await killDuringUpload({ server, env, tempDir, upload: upload.done });
    server = crash.server;
    expect(crash.upload).toBeUndefined();
    expect(crash.leftAfterRestart).toEqual([]);
    await signIn();
    const after = await dashboard();
    expect(after.files.files).toBe(before.files.files);
    expect(after.storage.usedBytes).toBe(before.storage.usedBytes);
    const stored = join(dataDir, 'storage', 'users');
    const archiveFolders = existsSync(stored)
      ? readdirSync(stored).filter((user) => existsSync(join(stored, user, 'archive')))
      : [];
    expect(archiveFolders).toEqual([]);
  }, 180_000);
});
