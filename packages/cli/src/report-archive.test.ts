import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectArchive } from '@ohp/reports/archive/inspect-pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

let dir: string;
let shiftCsv: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-report-archive-'));
  // 8 h at one row a minute: 4 h at 90 dB(A), then 4 h at 75 dB(A); CRLF line ends kept as read.
  const rows = ['time,LAeq'];
  for (let i = 0; i < 480; i++) rows.push(`${i * 60},${i < 240 ? 90 : 75}`);
  shiftCsv = join(dir, 'shift.csv');
  await writeFile(shiftCsv, `${rows.join('\r\n')}\r\n`);
});

describe('ohp report noise: a PDF/A-3b that carries its evidence', () => {
  it('attaches the CSV byte for byte and a JSON whose figures `ohp analyze` recomputes from it', async () => {
    const pdfPath = join(dir, 'r.pdf');
    const { code } = await run(
      'report',
      'noise',
      shiftCsv,
      '--preset',
      'nr15',
      '--lang',
      'en',
      '-o',
      pdfPath,
    );
    expect(code).toBe(0);
    const pdf = await readFile(pdfPath);
    const facts = inspectArchive(pdf);
    expect(facts.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(facts.catalog['/Lang']).toBe('u:en');
    expect(facts.fonts.every((f) => f.embedded)).toBe(true);
    expect([...facts.attachments.keys()].sort()).toEqual(['report-data.json', 'shift.csv']);
    const raw = facts.attachments.get('shift.csv') as Buffer;
    expect(raw.equals(await readFile(shiftCsv))).toBe(true);

    // The extracted file, analysed again, gives the figures of the JSON and of the printed page.
    const extracted = join(dir, 'extracted.csv');
    await writeFile(extracted, raw);
    const again = JSON.parse((await run('analyze', 'noise', extracted, '--preset', 'nr15', '--json')).out);
    const data = JSON.parse((facts.attachments.get('report-data.json') as Buffer).toString('utf8'));
    expect(data.results.nr15.dosePct).toBe(again.dosePct);
    expect(data.results.nr15.lavg).toBe(again.lavg);
    // 4 h at 90 dB(A) under NR-15 (q = 5, 85 dB(A)) is exactly 100 %.
    expect(again.dosePct).toBeCloseTo(100, 6);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Dose\s+100\.0 %/);
  });
});
