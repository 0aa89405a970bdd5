import { describe, expect, it } from 'vitest';
import { audioHeaderBytes, parseAudioSegment } from '../protocol/audio.ts';
import { decodeText } from '../protocol/text.ts';
import { answerAudio, emulatedAudio } from './audio-source.ts';
import type { EmulatedRecord } from './profiles.ts';

const records: EmulatedRecord[] = [
  { register: 1, start: '2026-03-10T07:00:00', description: 'shift', text: '', audioBytes: 32_000 },
  { register: 2, start: '2026-03-10T08:00:00', description: 'quiet', text: '', audioBytes: 0 },
];

const rms = (pcm: Uint8Array) => Math.sqrt(pcm.reduce((sum, v) => sum + (v - 128) ** 2, 0) / pcm.length);

describe('emulated DoseMaxV2 audio (ws answers)', () => {
  it('answers the 60-byte header and end − start bytes that parse as the requested segment', () => {
    const answer = answerAudio(records, '1;16000;32000');
    if (typeof answer === 'string') throw new Error(answer);
    expect(answer.length).toBe(16_000 + 60);
    expect(decodeText(answer.subarray(0, audioHeaderBytes))).toMatch(/^W;1;16000;32000;8000;8 +\r\n$/);
    const segment = parseAudioSegment(answer, { id: 1, start: 16_000, end: 32_000 });
    expect(segment.samples).toEqual(emulatedAudio(1, 16_000, 32_000));
  });

  it('sounds like an impact over a hum: loud first, quieter after, never silent or clipped flat', () => {
    const pcm = emulatedAudio(1, 0, 16_000);
    const first = rms(pcm.subarray(0, 1600));
    const tail = rms(pcm.subarray(8000, 16_000));
    expect(first).toBeGreaterThan(30);
    expect(tail).toBeGreaterThan(5);
    expect(tail).toBeLessThan(first / 2);
    expect(new Set(pcm).size).toBeGreaterThan(50);
  });

  it('is deterministic and independent of how the range is split', () => {
    const whole = emulatedAudio(1, 0, 16_000);
    const parts = [emulatedAudio(1, 0, 7001), emulatedAudio(1, 7001, 16_000)];
    expect(Uint8Array.from([...(parts[0] ?? []), ...(parts[1] ?? [])])).toEqual(whole);
    expect(emulatedAudio(1, 0, 16_000)).toEqual(whole);
    expect(emulatedAudio(2, 0, 16_000)).not.toEqual(whole);
  });

  it('refuses what the device would refuse', () => {
    expect(answerAudio(records, '2;0;100')).toBe('Err:2\r\n'); // no audio in that record
    expect(answerAudio(records, '9;0;100')).toBe('Err:2\r\n'); // no such record
    expect(answerAudio(records, '1;0;40000')).toBe('Err:22\r\n'); // past the recorded audio
    expect(answerAudio(records, '1;100;100')).toBe('Err:22\r\n');
    expect(answerAudio(records, '1;x;100')).toBe('Err:22\r\n');
  });
});
