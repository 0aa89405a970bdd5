import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateLargeNoiseRecordText } from '../emulator/large-record.ts';
import { profiles } from '../emulator/profiles.ts';
import { readReading } from '../readings/read-reading.ts';
import { cutLineOfRecordFile } from './cut-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'ohp-cut-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function onDisk(content: string | Buffer): string {
  const path = join(dir, `f${files++}`);
  writeFileSync(path, content);
  return path;
}

/** The answer readReading gives for the whole file, when it says the file was cut. */
function wholeFileLine(bytes: Buffer): number | undefined {
  const read = readReading(bytes);
  return !read.ok && read.reason.key === 'devices:records.fileEndsMidLine'
    ? (read.reason.values as { line: number }).line
    : undefined;
}

describe('cutLineOfRecordFile: a record on disk cut short, told without reading it whole', () => {
  // Over 8 MB: its line feeds are counted over two pieces, its last lines read from its tail.
  const large = Buffer.from(generateLargeNoiseRecordText(9_000_000));

  it.each([
    ['in the middle of a level', large.length - 37],
    ['after the line kind', large.lastIndexOf('\nd') + 2],
    ['in the middle of the offset', large.lastIndexOf('\nd;') + 5],
  ])('a 9 MB DoseMax V2 record cut %s: the line readReading names', (_, at) => {
    const bytes = large.subarray(0, at);
    const line = cutLineOfRecordFile(onDisk(bytes));
    expect(line).toBe(bytes.toString('latin1').split('\n').length);
    expect(line).toBe(wholeFileLine(bytes));
  });

  it('finds none in whole records (with or without their last line end, with a BOM) of every family', () => {
    expect(cutLineOfRecordFile(onDisk(large))).toBeUndefined();
    for (const profile of Object.values(profiles)) {
      const text = profile.records(1)[0]?.text ?? '';
      expect(cutLineOfRecordFile(onDisk(text))).toBeUndefined();
      expect(cutLineOfRecordFile(onDisk(text.replace(/\r?\n$/, '')))).toBeUndefined();
      expect(cutLineOfRecordFile(onDisk(`\uFEFF${text}`))).toBeUndefined();
    }
  });

  it('finds one in a record with a BOM, and leaves CSVs, empty and missing files to the reader', () => {
    const text = profiles.axPro.records(1)[0]?.text ?? '';
    const cut = `\uFEFF${text.slice(0, text.length - 10)}`;
    expect(cutLineOfRecordFile(onDisk(cut))).toBe(text.split('\n').length - 1);
    expect(cutLineOfRecordFile(onDisk('time,LAeq\n0,80.1\n1,8'))).toBeUndefined();
    expect(cutLineOfRecordFile(onDisk(''))).toBeUndefined();
    expect(cutLineOfRecordFile(join(dir, 'missing.txt'))).toBeUndefined();
  });
});
