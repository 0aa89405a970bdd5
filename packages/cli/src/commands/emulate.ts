import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type DeviceFamily, deviceFamilies, lineRateBytesPerSecond, VirtualDevice } from '@ohp/devices';
import type { Translator } from '../i18n.ts';
import type { Io } from '../io.ts';
import { UsageError } from '../usage-error.ts';
import { pacedWriter } from './paced-writer.ts';

export interface EmulateArgs {
  type: string | undefined;
  pty: boolean;
  link: string | undefined;
  slow: boolean;
  reset: boolean;
  seed: number;
}

export function familyArg(value: string | undefined): DeviceFamily {
  const family = deviceFamilies.find((f) => f.toLowerCase() === (value ?? '').toLowerCase());
  if (!family)
    throw new UsageError('unknownFamily', { family: value ?? '', families: deviceFamilies.join(', ') });
  return family;
}

/**
 * `ohp emulate --type <family> [--pty]`: a virtual device on stdin/stdout, or behind a
 * pseudo-terminal made by `socat` (its path is printed on stdout as the first line).
 */
export async function emulate(args: EmulateArgs, t: Translator, io: Io): Promise<number> {
  const family = familyArg(args.type);
  const device = new VirtualDevice(family, { seed: args.seed });
  if (args.reset) device.faults.powerOnReset = true;
  if (!args.pty) {
    const write = pacedWriter(
      (bytes) => process.stdout.write(bytes),
      args.slow ? lineRateBytesPerSecond : undefined,
    );
    device.attach((output) => (output.kind === 'bytes' ? write(output.bytes) : process.exit(0)));
    process.stdin.on('data', (chunk: Buffer) => device.receive(new Uint8Array(chunk)));
    await new Promise((resolve) => process.stdin.on('end', resolve));
    return 0;
  }
  const ptyOptions = 'raw,echo=0';
  const left = args.link ? `PTY,${ptyOptions},link=${args.link}` : `PTY,${ptyOptions}`;
  const socat = spawn('socat', ['-d', '-d', left, 'STDIO'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const failed = new Promise<number>((resolve) => {
    socat.on('error', () => {
      io.err(`${t('emulate.socatMissing')}\n`);
      resolve(2);
    });
  });
  const write = pacedWriter(
    (bytes) => socat.stdin.write(bytes),
    args.slow ? lineRateBytesPerSecond : undefined,
  );
  device.attach((output) => {
    if (output.kind === 'bytes') write(output.bytes);
  });
  socat.stdout.on('data', (chunk: Buffer) => device.receive(new Uint8Array(chunk)));
  const lines = createInterface({ input: socat.stderr });
  lines.on('line', (line) => {
    const match = /PTY is (\S+)/.exec(line);
    if (!match) return;
    io.out(`${args.link ?? match[1]}\n`);
    io.err(
      `${t('emulate.serving', { model: device.family, serial: device.serialNumber, path: args.link ?? match[1] ?? '' })}\n`,
    );
  });
  const stop = () => socat.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const exited = new Promise<number>((resolve) => socat.on('exit', (code) => resolve(code ?? 0)));
  return Promise.race([failed, exited]);
}
