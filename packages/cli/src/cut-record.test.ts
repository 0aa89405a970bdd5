// A record cut short (a copy or a download interrupted) is said so, naming the line it ends inside,
// by every `ohp analyze` command (issue 28, "Bad input"): before, the error was whatever the cut made
// of the last line ("time goes backwards", "not a number"), after the line parser had read the file
// whole (0.8 GB for a week-long noise record cut short).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-cut-record-'));
});

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

/** The family's first virtual record, cut after the second field of its last line; its line number. */
async function cutRecord(family: DeviceFamily): Promise<{ path: string; line: number }> {
  const text = new VirtualDevice(family).records[0]?.text ?? '';
  const lastLine = text.lastIndexOf('\n', text.length - 2) + 1;
  const cut = text.slice(0, text.indexOf(';', text.indexOf(';', lastLine) + 1) + 2);
  const path = join(dir, `${family}.txt`);
  await writeFile(path, cut);
  return { path, line: cut.split('\n').length };
}

const thousands = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Each `ohp analyze` command and a family it reads. */
const COMMANDS = [
  ['noise', 'doseMaxV2'],
  ['noise', 'doseMax'],
  ['vibration', 'axPro'],
  ['heat', 'itemp'],
  ['co2', 'co2Pro'],
] as const;

describe('ohp analyze: a record cut short', () => {
  it.each(COMMANDS)(
    'analyze %s on a %s record: exit 1 and the line it ends inside',
    async (command, family) => {
      const { path, line } = await cutRecord(family);
      const { code, out, err } = await run('analyze', command, path);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toBe(
        `Erro: O arquivo termina no meio da linha ${thousands(line, '.')}: está incompleto (a cópia ou o download foi interrompido). Leia o registro do equipamento de novo ou use uma cópia inteira\n`,
      );
    },
  );

  it('says it in the language asked for', async () => {
    const { path, line } = await cutRecord('axPro');
    const { err } = await run('analyze', 'vibration', path, '--lang', 'en');
    expect(err).toBe(
      `Error: The file ends in the middle of line ${thousands(line, ',')}: it is incomplete (its copy or download was cut short). Read the record from the instrument again or use a complete copy\n`,
    );
  });

  it.each(COMMANDS)(
    'analyze %s on a %s record cut at a line end: the rows it has and declares',
    async (command, family) => {
      const text = new VirtualDevice(family).records[0]?.text ?? '';
      const dStarts = [...text.matchAll(/\nd;/g)].map((m) => (m.index as number) + 1);
      const found = Math.ceil(dStarts.length * 0.8);
      const cut = text.slice(0, dStarts[found]);
      const path = join(dir, `${family}-at-line-end.txt`);
      await writeFile(path, cut);
      // The last `d` line's number (an AxPro's `s` lines follow it).
      const line = cut.slice(0, dStarts[found - 1]).split('\n').length;
      const { code, out, err } = await run('analyze', command, path);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toBe(
        `Erro: O arquivo tem ${thousands(found, '.')} registros, mas o cabeçalho declara ${thousands(dStarts.length, '.')} (o último na linha ${thousands(line, '.')}): está incompleto (a cópia ou o download foi interrompido). Leia o registro do equipamento de novo ou use uma cópia inteira\n`,
      );
    },
  );

  it('reads the same record whole', async () => {
    const text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const path = join(dir, 'whole.txt');
    await writeFile(path, text);
    expect((await run('analyze', 'noise', path)).code).toBe(0);
  });
});
