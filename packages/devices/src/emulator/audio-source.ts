import { audioSampleRate, encodeAudioHeader } from '../protocol/audio.ts';
import type { EmulatedRecord } from './profiles.ts';
import { createRandom } from './prng.ts';

/** Bytes of one recorded event (2 s at 8 kHz, as the noise generator writes the `e` lines). */
const eventBytes = 2 * audioSampleRate;

/**
 * Unsigned 8-bit PCM of the record's audio, bytes [start, end): each 2 s event is an impact (a
 * decaying burst of noise, what triggered the recording above 115 dB(C)) over a machine hum
 * (120 Hz and its harmonics) and a noise floor. Deterministic: the same bytes for the same
 * register and range, whatever the split of the range into requests.
 */
export function emulatedAudio(register: number, start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start);
  for (let i = 0; i < out.length; i++) {
    const byte = start + i;
    const position = byte % eventBytes;
    // One generator per byte position keeps any sub-range identical to the same bytes of a larger one.
    const random = createRandom(register * 7919 + byte * 31);
    const t = position / audioSampleRate;
    const impact = (random() * 2 - 1) * 110 * Math.exp(-t / 0.18);
    const hum =
      14 * Math.sin(2 * Math.PI * 120 * t) +
      7 * Math.sin(2 * Math.PI * 240 * t + 0.6) +
      3 * Math.sin(2 * Math.PI * 360 * t + 1.1);
    const floor = (random() * 2 - 1) * 4;
    out[i] = Math.max(0, Math.min(255, Math.round(128 + impact + hum + floor)));
  }
  return out;
}

/** The emulator's answer to ws{id};{start};{end}: 60-byte header + end − start bytes of PCM. */
export function answerAudio(records: readonly EmulatedRecord[], arg: string): string | Uint8Array {
  const match = /^(\d{1,9});(\d{1,10});(\d{1,10})$/.exec(arg);
  if (!match) return 'Err:22\r\n';
  const [id, start, end] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const record = records.find((r) => r.register === id);
  if (!record || record.audioBytes === 0) return 'Err:2\r\n';
  if (end <= start || end > record.audioBytes) return 'Err:22\r\n';
  const header = encodeAudioHeader(id, start, end);
  const out = new Uint8Array(header.length + end - start);
  out.set(header);
  out.set(emulatedAudio(id, start, end), header.length);
  return out;
}
