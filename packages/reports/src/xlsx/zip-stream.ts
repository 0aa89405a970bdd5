import { crc32Update } from './crc32.ts';

/** One file of the archive: its name and its bytes, produced piece by piece. */
export interface ZipEntry {
  name: string;
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
}

/**
 * Raw DEFLATE (RFC 1951) supplied by the caller, so this package stays free of Node modules:
 * `chunk` compresses one piece and ends byte-aligned without closing the stream (a sync flush),
 * `finish` writes the final block. Without one, entries are stored uncompressed.
 */
export interface RawDeflater {
  chunk(bytes: Uint8Array): Uint8Array;
  finish(): Uint8Array;
}

const encoder = new TextEncoder();

/** Bit 3: sizes and CRC follow the data (a data descriptor), so nothing is buffered; bit 11: UTF-8 names. */
const flags = 0x0808;
/** 1980-01-01 00:00 in MS-DOS format: the archive's bytes depend on the input only. */
const dosTime = 0;
const dosDate = (0 << 9) | (1 << 5) | 1;
/** Without ZIP64 every size and offset must fit in 32 bits. */
const limit = 0xffffffff;

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/**
 * A ZIP archive (APPNOTE 6.3), entries stored or deflated (`deflater`), written as a stream: each entry's
 * local header goes out before its data and its CRC-32 and size after it (data descriptor), and the
 * central directory at the end. Memory holds one chunk and the directory. No ZIP64: an archive over
 * 4 GiB throws instead of coming out corrupt.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry>,
  options: { deflater?: () => RawDeflater } = {},
): AsyncGenerator<Uint8Array> {
  const method = options.deflater ? 8 : 0;
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const localOffset = offset;
    const local = header(30 + name.length, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, flags, true);
      v.setUint16(8, method, true);
      v.setUint16(10, dosTime, true);
      v.setUint16(12, dosDate, true);
      v.setUint16(26, name.length, true);
    });
    local.set(name, 30);
    yield local;
    offset += local.length;

    let crc = 0;
    let size = 0;
    let written = 0;
    const deflater = options.deflater?.();
    const emit = (bytes: Uint8Array) => {
      written += bytes.length;
      if (offset + written > limit) throw new Error('ZIP archive over 4 GiB (ZIP64 is not written)');
      return bytes;
    };
    for await (const chunk of entry.chunks) {
      if (chunk.length === 0) continue;
      crc = crc32Update(crc, chunk);
      size += chunk.length;
      if (size > limit) throw new Error('ZIP entry over 4 GiB (ZIP64 is not written)');
      const out = deflater ? deflater.chunk(chunk) : chunk;
      if (out.length > 0) yield emit(out);
    }
    if (deflater) yield emit(deflater.finish());
    offset += written;
    yield header(16, (v) => {
      v.setUint32(0, 0x08074b50, true);
      v.setUint32(4, crc, true);
      v.setUint32(8, written, true);
      v.setUint32(12, size, true);
    });
    offset += 16;

    const central = header(46 + name.length, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(8, flags, true);
      v.setUint16(10, method, true);
      v.setUint16(12, dosTime, true);
      v.setUint16(14, dosDate, true);
      v.setUint32(16, crc, true);
      v.setUint32(20, written, true);
      v.setUint32(24, size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, localOffset, true);
    });
    central.set(name, 46);
    directory.push(central);
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  if (offset + directorySize > limit) throw new Error('ZIP archive over 4 GiB (ZIP64 is not written)');
  yield* directory;
  yield header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, directory.length, true);
    v.setUint16(10, directory.length, true);
    v.setUint32(12, directorySize, true);
    v.setUint32(16, offset, true);
  });
}
