import { Readable } from 'node:stream';

// GET co2pro/file answers the file's text in `data` (SPEC §7): `{"data":"…"}`. Built as the file
// streams, so that the answer can be compressed on its way and kept compressed (a 7-day CO2Pro
// record is 14 MB of JSON, ≈ 3 MB gzip) without the text or its JSON held whole.

const OPEN = Buffer.from('{"data":');
const CLOSE = Buffer.from('}');

/**
 * `{"data":<the bytes' UTF-8 text as a JSON string>}` as `bytes` streams: byte for byte what
 * `JSON.stringify({ data: Buffer.concat(chunks).toString('utf8') })` gives. The decoder holds back a
 * character cut between chunks, so every piece is whole characters and JSON.stringify of each piece
 * (without its quotes) is the piece of the whole string's.
 */
export function jsonDataStream(bytes: AsyncIterable<Buffer | Uint8Array>): Readable {
  async function* answer(): AsyncGenerator<Buffer> {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    yield OPEN;
    yield Buffer.from('"');
    for await (const chunk of bytes) {
      const text = decoder.decode(chunk, { stream: true });
      if (text !== '') yield Buffer.from(JSON.stringify(text).slice(1, -1));
    }
    const rest = decoder.decode();
    yield Buffer.from(`${JSON.stringify(rest).slice(1, -1)}"`);
    yield CLOSE;
  }
  return Readable.from(answer(), { objectMode: false });
}
