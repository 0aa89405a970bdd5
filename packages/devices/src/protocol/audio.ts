import { DeviceError } from '../errors.ts';
import { decodeText, encodeText } from './text.ts';

/** Size of the ASCII header that precedes the PCM bytes of a `ws` answer. */
export const audioHeaderBytes = 60;
export const audioSampleRate = 8000;

export interface AudioSegment {
  register: number;
  start: number;
  end: number;
  sampleRate: number;
  bitsPerSample: 8;
  /** Unsigned 8-bit mono PCM, end − start bytes. */
  samples: Uint8Array;
}

/** SPEC §5: the answer to ws{id};{start};{end} is exactly end − start + 60 bytes. */
export function audioAnswerLength(start: number, end: number): number {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) {
    throw new DeviceError('invalidAnswer', 'devices:protocol.invalidValue');
  }
  return end - start + audioHeaderBytes;
}

/** Header: `W;<id>;<start>;<end>;<sampleRate>;8`, space-padded to 58 bytes, then CRLF. */
export function encodeAudioHeader(
  register: number,
  start: number,
  end: number,
  sampleRate = audioSampleRate,
) {
  const text = `W;${register};${start};${end};${sampleRate};8`;
  return encodeText(`${text.padEnd(audioHeaderBytes - 2, ' ')}\r\n`);
}

export function parseAudioSegment(
  bytes: Uint8Array,
  request: { id: number; start: number; end: number },
): AudioSegment {
  const expected = audioAnswerLength(request.start, request.end);
  if (bytes.length !== expected) {
    throw new DeviceError('incompleteAudio', 'devices:connection.incompleteAudio', {
      received: bytes.length,
      expected,
    });
  }
  const header = decodeText(bytes.subarray(0, audioHeaderBytes)).trimEnd();
  const fields = header.split(';');
  const [tag, id, start, end, rate, bits] = fields;
  if (
    tag !== 'W' ||
    Number(id) !== request.id ||
    Number(start) !== request.start ||
    Number(end) !== request.end ||
    bits !== '8' ||
    !/^\d{3,6}$/.test(rate ?? '')
  ) {
    throw new DeviceError('invalidAnswer', 'devices:protocol.invalidAudioHeader');
  }
  return {
    register: request.id,
    start: request.start,
    end: request.end,
    sampleRate: Number(rate),
    bitsPerSample: 8,
    samples: bytes.slice(audioHeaderBytes),
  };
}

/**
 * A playable WAV file for the browser's <audio>: the 44-byte RIFF/WAVE header of 8-bit unsigned mono
 * PCM at the segment's sample rate, then the samples (plus the pad byte RIFF requires after a chunk
 * of odd length; the data chunk's size stays the number of samples).
 */
export function audioSegmentToWav(segment: AudioSegment): Uint8Array {
  const data = segment.samples;
  const pad = data.length % 2;
  const out = new Uint8Array(44 + data.length + pad);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[offset + i] = s.charCodeAt(i);
  };
  const channels = 1;
  const bytesPerSample = 1;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + data.length + pad, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, segment.sampleRate, true);
  view.setUint32(28, segment.sampleRate * channels * bytesPerSample, true); // byte rate
  view.setUint16(32, channels * bytesPerSample, true); // block align
  view.setUint16(34, 8 * bytesPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, data.length, true);
  out.set(data, 44);
  return out;
}

/** Duration of a segment in seconds (one byte per sample). */
export function audioSegmentSeconds(bytes: number, sampleRate = audioSampleRate): number {
  return bytes / sampleRate;
}
