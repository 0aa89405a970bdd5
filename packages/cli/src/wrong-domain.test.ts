// A file of another domain is refused from its first bytes, naming the instrument and the command
// that reads it (issue 28, "Bad input": a week-long vibration record given to `analyze noise` was read
// whole, 0.8 GB, only to be refused).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-wrong-domain-'));
});

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, err: io.stderr() };
}

async function recordOf(family: DeviceFamily, tail = ''): Promise<string> {
  const record = new VirtualDevice(family).records[0];
  if (!record) throw new Error(`no ${family} record`);
  const path = join(dir, `${family}-${tail.length}.txt`);
  await writeFile(path, record.text + tail);
  return path;
}

describe('ohp analyze: a file of another domain', () => {
  it.each([
    ['noise', 'axPro', 'Este arquivo (AxPro) não é de ruído: leia-o com ohp analyze vibration'],
    ['vibration', 'doseMaxV2', 'Este arquivo (DoseMax V2) não é de vibração: leia-o com ohp analyze noise'],
    ['heat', 'co2Pro', 'Este arquivo (CO2Pro) não é de estresse térmico: leia-o com ohp analyze co2'],
    ['co2', 'itemp', 'Este arquivo (Itemp) não é de CO2: leia-o com ohp analyze heat'],
  ] as const)(
    'analyze %s on a %s record: exit 1 and the command that reads it',
    async (command, family, text) => {
      const { code, err } = await run('analyze', command, await recordOf(family));
      expect(code).toBe(1);
      expect(err).toBe(`Erro: ${text}\n`);
    },
  );

  it('is decided by the start of the file: what follows is never read', async () => {
    // A record followed by lines no parser takes.
    const path = await recordOf('axPro', '\r\n\xff\xfe garbage;;;\r\nd;x;y\r\n'.repeat(1000));
    const { code, err } = await run('analyze', 'noise', path, '--lang', 'es');
    expect(code).toBe(1);
    expect(err).toBe('Error: Este archivo (AxPro) no es de ruido: léalo con ohp analyze vibration\n');
  });

  it('leaves a file of its own domain to the command', async () => {
    const { code } = await run('analyze', 'noise', await recordOf('doseMaxV2'));
    expect(code).toBe(0);
  });
});
