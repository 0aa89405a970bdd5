import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

const bin = join(import.meta.dirname, '..', 'bin', 'ohp.mjs');
const children: ChildProcess[] = [];

/** Starts `ohp emulate --type <family> --pty` and resolves with the pseudo-terminal path it prints. */
function startEmulator(family: string): Promise<string> {
  const child = spawn(process.execPath, [bin, 'emulate', '--type', family, '--pty'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

describe('ohp against `ohp emulate --pty` (needs socat)', () => {
  it('device info and device records over a real pseudo-terminal', async () => {
    const path = await startEmulator('co2Pro');
    expect(path).toMatch(/^\/dev\/pts\/\d+$/);
    const io = captureIo();
    expect(await main(['device', 'info', '--port', path, '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toMatchObject({ serialNumber: '24060002208A', model: 'CO2Pro' });
    const list = captureIo();
    expect(await main(['device', 'records', '--port', path, '--json'], list)).toBe(0);
    expect((JSON.parse(list.stdout()) as unknown[]).length).toBe(2);
  });
});
