import { describe, expect, it } from 'vitest';
import { videoType } from './media-types.ts';
import { tinyWebm } from './tiny-webm.ts';

interface Element {
  id: string;
  data: Buffer;
}

/** Reads the EBML elements of `data` (RFC 8794 §4: ID vint, size vint, data), checking each fits. */
function elements(data: Buffer): Element[] {
  const out: Element[] = [];
  let at = 0;
  while (at < data.length) {
    const idLength = Math.clz32(data[at] as number) - 23;
    const id = data.subarray(at, at + idLength).toString('hex');
    at += idLength;
    const sizeLength = Math.clz32(data[at] as number) - 23;
    let size = (data[at] as number) & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + (data[at + i] as number);
    at += sizeLength;
    expect(at + size).toBeLessThanOrEqual(data.length);
    out.push({ id, data: data.subarray(at, at + size) });
    at += size;
  }
  return out;
}

const child = (parent: Element[], id: string) => {
  const found = parent.find((e) => e.id === id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
};

describe('the demo video', () => {
  it('is a WebM the upload check accepts, with one VP8 track of 16×16 and a 3 s duration', () => {
    const file = tinyWebm(3);
    expect(videoType(file)).toBe('video/webm');
    const [header, segment, ...rest] = elements(file);
    expect(rest).toEqual([]);
    expect(header?.id).toBe('1a45dfa3');
    expect(child(elements(header?.data ?? Buffer.alloc(0)), '4282').data.toString()).toBe('webm');
    expect(segment?.id).toBe('18538067');
    const inSegment = elements(segment?.data ?? Buffer.alloc(0));
    const info = elements(child(inSegment, '1549a966').data);
    expect(child(info, '2ad7b1').data.readUInt32BE()).toBe(1_000_000);
    expect(child(info, '4489').data.readDoubleBE()).toBe(3000);
    const track = elements(child(elements(child(inSegment, '1654ae6b').data), 'ae').data);
    expect(child(track, '86').data.toString()).toBe('V_VP8');
    const video = elements(child(track, 'e0').data);
    expect([child(video, 'b0').data.readUInt32BE(), child(video, 'ba').data.readUInt32BE()]).toEqual([
      16, 16,
    ]);
  });

  it('holds key frames every 500 ms whose VP8 header (RFC 6386 §9.1) says 16×16', () => {
    const segment = elements(tinyWebm(3))[1]?.data ?? Buffer.alloc(0);
    const cluster = elements(child(elements(segment), '1f43b675').data);
    const blocks = cluster.filter((e) => e.id === 'a3');
    expect(blocks.map((b) => b.data.readInt16BE(1))).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    for (const block of blocks) {
      expect(block.data[0]).toBe(0x81);
      expect(block.data[3]).toBe(0x80);
      const frame = block.data.subarray(4);
      expect((frame[0] as number) & 1).toBe(0);
      expect(frame.subarray(3, 6).toString('hex')).toBe('9d012a');
      expect([frame.readUInt16LE(6) & 0x3fff, frame.readUInt16LE(8) & 0x3fff]).toEqual([16, 16]);
    }
  });
});
