import { encodeAudioHeader } from '../protocol/audio.ts';
import type { EmulatedRecord } from './profiles.ts';
import { createRandom } from './prng.ts';

/** The emulator's answer to ws{id};{start};{end}: 60-byte header + impact-like 8-bit PCM. */
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
  const random = createRandom(id * 7919 + start);
  for (let i = 0; i < end - start; i++) {
    const position = (start + i) % 16_000;
    const envelope = Math.exp(-position / 1500);
    const sample = (random() * 2 - 1) * 120 * envelope + Math.sin(position / 3) * 6;
    out[header.length + i] = Math.max(0, Math.min(255, Math.round(128 + sample)));
  }
  return out;
}
