// Node's Blob (the browser's behaviour: UTF-8 decode, BOM dropped, bad bytes replaced); jsdom's has no
// arrayBuffer to read slices with.
import { Blob as NodeBlob } from 'node:buffer';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { blobTextInSlices } from './blob-text';

/** Text with multi-byte characters (cut by the slices), sometimes a BOM first, sometimes broken bytes. */
const bytes = fc
  .tuple(
    fc.boolean(),
    fc.array(
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => new TextEncoder().encode(s)),
        fc.uint8Array({ maxLength: 6 }),
      ),
      { maxLength: 30 },
    ),
  )
  .map(([bom, parts]) => {
    const all = [...(bom ? [new Uint8Array([0xef, 0xbb, 0xbf])] : []), ...parts];
    const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of all) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  });

describe('blobTextInSlices', () => {
  test.prop([bytes, fc.integer({ min: 1, max: 9 })])('answers what blob.text() answers', async (b, slice) => {
    const blob = new NodeBlob([b]) as unknown as Blob;
    expect(await blobTextInSlices(blob, slice)).toBe(await blob.text());
  });

  it('reads a file larger than one slice whole, a character cut between two slices', async () => {
    const text = `\u{feff}${'é'.repeat(5)}😀ação`;
    const blob = new NodeBlob([new TextEncoder().encode(text)]) as unknown as Blob;
    expect(await blobTextInSlices(blob, 3)).toBe(text.slice(1));
  });
});
