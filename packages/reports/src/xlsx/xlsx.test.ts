import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { constants, deflateRawSync } from 'node:zlib';
import { columnName, crc32, type RawDeflater, type XlsxCell, xlsxStream, zipStream } from './index.ts';
import { readBackXlsx } from './read-back.ts';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function toFile(bytes: Uint8Array, name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'zip-')), name);
  writeFileSync(path, bytes);
  return path;
}

describe('crc32', () => {
  it('gives the check value of the standard ("123456789" → CBF43926)', () => {
    expect(crc32(new TextEncoder().encode('123456789')).toString(16)).toBe('cbf43926');
  });
});

/** node:zlib as the caller's raw DEFLATE: each piece ends on a sync flush, then a final empty block. */
const zlibDeflater = (): RawDeflater => ({
  chunk: (bytes) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
  finish: () => Uint8Array.of(0x03, 0x00),
});

describe.each([
  ['stored', undefined],
  ['deflated', zlibDeflater],
] as const)('zipStream (%s)', (_, deflater) => {
  it('writes an archive the system unzip tests clean and extracts byte for byte', async () => {
    const big = new Uint8Array(70_000).map((_, i) => (i * 31) & 0xff);
    const zip = await collect(
      zipStream(
        [
          { name: 'a.txt', chunks: [new TextEncoder().encode('olá')] },
          { name: 'dir/big.bin', chunks: [big.subarray(0, 1000), big.subarray(1000)] },
          { name: 'empty', chunks: [] },
        ],
        deflater ? { deflater } : {},
      ),
    );
    // Deflated, the repetitive data shrinks; stored, it is all there.
    expect(zip.length < big.length).toBe(deflater !== undefined);
    const path = toFile(zip, 'test.zip');
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors detected');
    expect(execFileSync('unzip', ['-p', path, 'a.txt'], { encoding: 'utf8' })).toBe('olá');
    expect(Buffer.compare(execFileSync('unzip', ['-p', path, 'dir/big.bin']), Buffer.from(big))).toBe(0);
  });
});

describe('xlsxStream', () => {
  it.each([
    ['stored', undefined],
    ['deflated', zlibDeflater],
  ] as const)(
    'is a workbook whose parts parse, with header, typed cells and rows in order (%s)',
    async (_, deflater) => {
      const batches: XlsxCell[][][] = [
        [
          ['Ana Lúcia', 'ana@example.com', 3, true],
          ['Bob <&> "x"', null, 0.5, false],
        ],
        [['tab\there\u0001ctl\uD800', 'x 😀', -2, true]],
      ];
      const bytes = await collect(
        xlsxStream({
          name: 'Usuários',
          header: ['Nome', 'E-mail', 'Número', 'Admin'],
          batches,
          ...(deflater ? { deflater } : {}),
        }),
      );
      const book = readBackXlsx(bytes);
      expect(book.names).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
      ]);
      expect(book.sheets).toEqual(['Usuários']);
      expect(book.rows.map((row) => row.cells.map((cell) => cell.value))).toEqual([
        ['Nome', 'E-mail', 'Número', 'Admin'],
        ['Ana Lúcia', 'ana@example.com', 3, true],
        ['Bob <&> "x"', 0.5, false],
        ['tab\therectl', 'x 😀', -2, true],
      ]);
      expect(book.rows[2]?.cells.map((cell) => cell.ref)).toEqual(['A3', 'C3', 'D3']);
    },
  );

  it('keeps formula-looking text as text: inline string with the quotePrefix style, value unchanged', async () => {
    const bytes = await collect(
      xlsxStream({
        name: 'Users',
        header: ['Name'],
        batches: [[['=HYPERLINK("http://evil","x")'], ['+1'], ['-1'], ['@SUM(A1)'], ['\rcr'], ['plain']]],
      }),
    );
    const rows = readBackXlsx(bytes).rows.slice(1);
    expect(rows.map((row) => row.cells[0])).toEqual([
      { ref: 'A2', value: '=HYPERLINK("http://evil","x")', quotePrefix: true },
      { ref: 'A3', value: '+1', quotePrefix: true },
      { ref: 'A4', value: '-1', quotePrefix: true },
      { ref: 'A5', value: '@SUM(A1)', quotePrefix: true },
      { ref: 'A6', value: '\rcr', quotePrefix: true },
      { ref: 'A7', value: 'plain', quotePrefix: false },
    ]);
    expect(Buffer.from(bytes).includes('<f>')).toBe(false);
  });

  it('refuses a sheet name Excel would refuse', () => {
    expect(() => xlsxStream({ name: 'a/b', header: [], batches: [] })).toThrow(/sheet name/);
    expect(() => xlsxStream({ name: 'x'.repeat(32), header: [], batches: [] })).toThrow(/sheet name/);
  });

  it('names columns past Z', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
