import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are cut, as in an outage). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl, or a message saying what to install. */
function findBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (name) =>
            existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'This test starts its own PostgreSQL server and needs its binaries (initdb, pg_ctl) in ' +
        '/usr/lib/postgresql/<version>/bin: install the server package (Debian/Ubuntu: apt-get install postgresql).',
    );
  }
  return join(root, newest, 'bin');
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the commands run as the `postgres` system user. */
async function commandRunner(folder: string): Promise<(command: string, args: string[]) => Promise<void>> {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) return async (command, args) => void (await run(command, args, { timeout: 60_000 }));
  let ids: { uid: number; gid: number };
  try {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    ids = { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    throw new Error(
      'Running as root, this test needs the "postgres" system user to run PostgreSQL as ' +
        '(created by the postgresql package), or run the tests as an ordinary user.',
    );
  }
  chownSync(folder, ids.uid, ids.gid);
  return async (command, args) =>
    void (await run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 60_000 }));
}

/**
 * A throwaway PostgreSQL server in a temporary folder on a free loopback port, never the
 * machine's own server: trust authentication, loopback and a socket inside the folder only.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'ohp-private-pg-'));
  const data = join(folder, 'data');
  const exec = await commandRunner(folder);
  const port = await freeLoopbackPort();
  await exec(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await exec(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await exec(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  try {
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      try {
        if (running) await stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
