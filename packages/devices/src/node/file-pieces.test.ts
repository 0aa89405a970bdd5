import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../emulator/profiles.ts';
import { readReading } from '../readings/read-reading.ts';
import { readNoiseSamplesCsvFile } from './file-pieces.ts';

const dir = mkdtempSync(join(tmpdir(), 'ohp-file-pieces-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function onDisk(text: string): { path: string; bytes: Buffer } {
  const path = join(dir, `f${files++}`);
  const bytes = Buffer.from(text);
  writeFileSync(path, bytes);
  return { path, bytes };
}

/** `rows` rows at 1 s: several pieces of 1 MiB. */
function samples(rows: number, edit?: (i: number) => string | undefined): string {
  const lines = ['time,LAeq,LCpeak'];
  for (let i = 0; i < rows; i++) lines.push(edit?.(i) ?? `${i},${(70 + (i % 30) / 10).toFixed(1)},101.5`);
  return `${lines.join('\n')}\n`;
}

describe('readNoiseSamplesCsvFile: a samples CSV on disk in pieces', () => {
  it.each([
    ['a clean CSV over several pieces', samples(150_000)],
    ['with a BOM', `\uFEFF${samples(1000)}`],
    [
      'an error far into the file, naming its line',
      samples(150_000, (i) => (i === 140_000 ? '140000,8O,100' : undefined)),
    ],
    ['time going backwards', samples(150_000, (i) => (i === 70_000 ? '5,80,100' : undefined))],
  ])('%s: the answer readReading gives for the whole file', (_, text) => {
    const { path, bytes } = onDisk(text);
    const whole = readReading(bytes);
    expect(readNoiseSamplesCsvFile(path)).toEqual(whole);
  });

  it('leaves records, other CSVs and missing files to the whole-file read', () => {
    const record = profiles.doseMaxV2.records(1)[0];
    if (!record) throw new Error('no record');
    expect(readNoiseSamplesCsvFile(onDisk(record.text).path)).toBeUndefined();
    expect(readNoiseSamplesCsvFile(onDisk('time,co2\n0,420\n60,430\n').path)).toBeUndefined();
    expect(readNoiseSamplesCsvFile(join(dir, 'missing.csv'))).toBeUndefined();
  });
});
