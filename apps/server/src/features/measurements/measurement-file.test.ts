import { isUtf8 } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { deviceFamilies, domainOf, profiles } from '@ohp/devices';
import { readMeasurementFile, readMeasurementFileAt } from './measurement-file.ts';
import { recordFactsInPieces } from './record-in-pieces.ts';
import { utf8Pieces } from './utf8-pieces.ts';

// A file on disk is read in pieces when it is a noise samples CSV: the answers must be the whole
// file's, errors included (the same key and values, naming the same line).
const dir = mkdtempSync(join(tmpdir(), 'ohp-measurement-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    const e = error as { statusCode?: number; message: string; values?: unknown };
    return { status: e.statusCode, key: e.message, values: e.values };
  }
}

let files = 0;
async function bothWays(bytes: Buffer): Promise<unknown> {
  const path = join(dir, `f${files++}`);
  writeFileSync(path, bytes);
  const whole = await outcome(() => readMeasurementFile(bytes));
  const head = bytes.subarray(0, 64 * 1024);
  const onDisk = await outcome(() => readMeasurementFileAt({ path, size: bytes.length, head }));
  expect(onDisk).toEqual(whole);
  return whole;
}

/** A noise samples CSV of `rows` rows at 1 s, large enough to take several pieces of 256 KiB. */
function samples(rows: number, edit?: (i: number) => string | undefined): string {
  const lines = ['time;LAeq;LCpeak'];
  for (let i = 0; i < rows; i++) lines.push(edit?.(i) ?? `${i};${(70 + (i % 30) / 10).toFixed(1)};101,5`);
  return `${lines.join('\r\n')}\r\n`;
}

describe('a measurement file read from disk in pieces', () => {
  it('gives the whole file answer for a valid noise samples CSV (with and without a BOM)', async () => {
    expect(await bothWays(Buffer.from(samples(100_000)))).toEqual({
      ok: { domain: 'noise', family: null, serialNumber: undefined },
    });
    await bothWays(Buffer.from(`\uFEFF${samples(100_000)}`));
    await bothWays(Buffer.from(`\uFEFF\uFEFF${samples(30)}`));
  });

  it('names the same line for an error far into the file', async () => {
    const bad = await bothWays(
      Buffer.from(samples(120_000, (i) => (i === 99_999 ? '99999;8O;100' : undefined))),
    );
    expect(bad).toMatchObject({ status: 400, values: { line: 100_001 } });
    await bothWays(Buffer.from(samples(120_000, (i) => (i === 110_000 ? '109998;80;100' : undefined))));
    await bothWays(Buffer.from(samples(120_000, (i) => (i === 50_000 ? '' : undefined))));
  });

  it('answers invalidFile for bytes that are not UTF-8 even after a CSV error', async () => {
    const text = Buffer.from(samples(100_000, (i) => (i === 10 ? '10;x;100' : undefined)));
    const broken = Buffer.concat([text, Buffer.from([0xc3, 0x28]), Buffer.from('\n')]);
    expect(await bothWays(broken)).toMatchObject({ status: 400, key: 'devices:records.invalidFile' });
    await bothWays(
      Buffer.concat([text.subarray(0, 300_000), Buffer.from([0xe2, 0x82]), text.subarray(300_000)]),
    );
  });

  it('keeps the other formats on the whole-file path', async () => {
    await bothWays(Buffer.from('time;temperature\n0;25\n1;26\n'));
    await bothWays(Buffer.from(''));
    await bothWays(Buffer.from('not a reading\n'));
  });
});

describe('a dosimeter or AxPro record read from disk in pieces', () => {
  const scanned = deviceFamilies.filter((f) => domainOf(f) === 'noise' || domainOf(f) === 'vibration');
  const longest = (family: (typeof deviceFamilies)[number]) =>
    profiles[family].records(1).reduce((a, b) => (b.text.length > a.text.length ? b : a)).text;

  it.each(scanned)('%s: the scanner answers, with the whole file facts', async (family) => {
    const bytes = Buffer.from(longest(family));
    const path = join(dir, `record-${family}`);
    writeFileSync(path, bytes);
    const facts = recordFactsInPieces(path, bytes.subarray(0, 64 * 1024));
    expect(facts).toEqual(readMeasurementFile(bytes));
    expect(facts && 'family' in facts ? facts.family : undefined).toBe(family);
    expect(await bothWays(bytes)).toEqual({ ok: facts });
  });

  it.each(scanned)("%s: cut inside a line or missing a line kind, the whole read's error", async (family) => {
    const text = longest(family);
    const cut = Buffer.from(text.slice(0, Math.floor(text.length * 0.7)));
    const path = join(dir, `cut-${family}`);
    writeFileSync(path, cut);
    const inPieces = recordFactsInPieces(path, cut.subarray(0, 64 * 1024));
    const whole = await bothWays(cut);
    expect(whole).toMatchObject({ status: 400 });
    // Left to the whole read, or (the cut inside a last field, leaving a number) refused with its error.
    if (inPieces !== undefined)
      expect({ status: 400, ...(inPieces as { refused: object }).refused }).toEqual(whole);
    // SPEC §5: a DoseMax V2 file without its b line is no DoseMax V2 file, however clean the rest.
    const noB = Buffer.from(text.replace(/^b;[^\n]*\n/m, ''));
    if (noB.length !== text.length) expect(await bothWays(noB)).toMatchObject({ status: 400 });
  });
});

describe('a record cut short (a copy or a download interrupted)', () => {
  it.each(deviceFamilies)('%s: refused naming the line it ends inside, on disk as whole', async (family) => {
    const text = profiles[family].records(1)[0]?.text ?? '';
    // Cut after the second field of its last line.
    const lastLine = text.lastIndexOf('\n', text.length - 2) + 1;
    const cut = Buffer.from(text.slice(0, text.indexOf(';', text.indexOf(';', lastLine) + 1) + 2));
    expect(await bothWays(cut)).toEqual({
      status: 400,
      key: 'devices:records.fileEndsMidLine',
      values: { line: cut.toString('latin1').split('\n').length },
    });
  });

  it.each(deviceFamilies)(
    '%s: cut at a line end, refused with the rows it has and declares, on disk as whole',
    async (family) => {
      const text = profiles[family].records(1)[0]?.text ?? '';
      const dStarts = [...text.matchAll(/\nd;/g)].map((m) => (m.index as number) + 1);
      const found = Math.ceil(dStarts.length * 0.8);
      const cut = Buffer.from(text.slice(0, dStarts[found]));
      expect(await bothWays(cut)).toEqual({
        status: 400,
        key: 'devices:records.recordsMissing',
        values: {
          line: cut
            .subarray(0, dStarts[found - 1])
            .toString('latin1')
            .split('\n').length,
          found,
          declared: dStarts.length,
        },
      });
      // The dosimeters' and the AxPro's scanners in pieces say it themselves, never holding the file.
      if (domainOf(family) === 'noise' || domainOf(family) === 'vibration') {
        const path = join(dir, `at-line-end-${family}`);
        writeFileSync(path, cut);
        expect(recordFactsInPieces(path, cut.subarray(0, 64 * 1024))).toMatchObject({
          refused: { key: 'devices:records.recordsMissing' },
        });
      }
    },
  );

  it('answers invalidFile first for bytes that are not UTF-8, on disk as whole', async () => {
    const text = profiles.doseMaxV2.records(1)[0]?.text ?? '';
    const cut = Buffer.from(text.slice(0, text.length - 20));
    const broken = Buffer.concat([cut.subarray(0, 5000), Buffer.from([0xc3, 0x28]), cut.subarray(5000)]);
    expect(await bothWays(broken)).toMatchObject({ status: 400, key: 'devices:records.invalidFile' });
    // Cut at a line end, the bad bytes in a `d` line's ignored tail (the scanner reads past them).
    const atLineEnd = text.slice(0, text.lastIndexOf('\nd;') + 1);
    const lastD = atLineEnd.lastIndexOf('\nd;') + 1;
    const tailEnd = atLineEnd.indexOf('\n', lastD);
    const tailed = Buffer.concat([
      Buffer.from(atLineEnd.slice(0, tailEnd)),
      Buffer.from([0x3b, 0xc3, 0x28]),
      Buffer.from(atLineEnd.slice(tailEnd)),
    ]);
    expect(await bothWays(tailed)).toMatchObject({ status: 400, key: 'devices:records.invalidFile' });
  });
});

describe('UTF-8 checked in pieces', () => {
  const utf8ish = fc.array(
    fc.oneof(
      fc.constantFrom(0x41, 0x0a, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0xed, 0xa0),
      fc.nat(255),
    ),
    { maxLength: 60 },
  );
  test.prop([utf8ish, fc.array(fc.nat(60), { maxLength: 10 })], { numRuns: 1000 })(
    'is valid exactly when the whole is',
    (values, cuts) => {
      const bytes = Uint8Array.from(values);
      const at = [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((a, b) => a - b);
      const check = utf8Pieces();
      let from = 0;
      let ok = true;
      for (const c of [...at, bytes.length]) {
        ok = check.push(bytes.subarray(from, c)) && ok;
        from = c;
      }
      ok = check.end() && ok;
      expect(ok).toBe(isUtf8(bytes));
    },
  );
});
