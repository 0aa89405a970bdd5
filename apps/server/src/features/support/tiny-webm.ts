// A short WebM video built in code, so the demo installation's video screens work without a
// download: one VP8 key frame (a single 16×16 macroblock of one colour — the frame of a 1×1 lossy
// WebP, RFC 6386 §9.1 header with the size set to 16×16) shown every half second in one cluster.
// The container follows RFC 8794 (EBML) and the WebM subset of Matroska.

/** RFC 6386 key frame: frame tag (key frame, shown, first partition 9 bytes), start code, 16×16. */
const vp8KeyFrame = Buffer.from('3001009d012a100010000ec0fe25a400037000000000', 'hex');

/** An EBML element: its ID, its size as the shortest vint that holds it (RFC 8794 §4), its data. */
function element(id: number, data: Buffer): Buffer {
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return Buffer.concat([idBytes, sizeVint(data.length), data]);
}

function sizeVint(size: number): Buffer {
  // All-ones values are reserved (unknown size): 126 and 16,382 are the largest 1- and 2-byte sizes.
  if (size < 0x7f) return Buffer.from([0x80 | size]);
  if (size < 0x3fff) return Buffer.from([0x40 | (size >> 8), size & 0xff]);
  const vint = Buffer.alloc(8);
  vint[0] = 0x01;
  vint.writeUIntBE(size, 2, 6);
  return vint;
}

const uint = (id: number, value: number) => {
  const data = Buffer.alloc(4);
  data.writeUInt32BE(value);
  return element(id, data);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number, value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
};

/** A SimpleBlock of track 1 at `timecodeMs` from the cluster's start, marked as a key frame. */
function simpleBlock(timecodeMs: number): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track number 1 as a 1-byte vint
  head.writeInt16BE(timecodeMs, 1);
  head[3] = 0x80; // key frame
  return element(0xa3, Buffer.concat([head, vp8KeyFrame]));
}

/** `seconds` of video (at most 30), two frames a second. */
export function tinyWebm(seconds = 3): Buffer {
  const frames = Math.min(30, Math.max(1, Math.round(seconds))) * 2;
  const header = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      text(0x4282, 'webm'),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000), // timecodes in milliseconds
      text(0x4d80, 'ohp-platform'),
      text(0x5741, 'ohp-platform'),
      float(0x4489, frames * 500),
    ]),
  );
  const video = element(0xe0, Buffer.concat([uint(0xb0, 16), uint(0xba, 16)]));
  const track = element(
    0xae,
    Buffer.concat([uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), text(0x86, 'V_VP8'), uint(0x9c, 0), video]),
  );
  const tracks = element(0x1654ae6b, track);
  const blocks = Array.from({ length: frames }, (_, i) => simpleBlock(i * 500));
  const cluster = element(0x1f43b675, Buffer.concat([uint(0xe7, 0), ...blocks]));
  return Buffer.concat([header, element(0x18538067, Buffer.concat([info, tracks, cluster]))]);
}
