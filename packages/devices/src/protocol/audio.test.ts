import { describe, expect, it } from 'vitest';
import { type AudioSegment, audioSegmentSeconds, audioSegmentToWav } from './audio.ts';

const segment = (sampleRate: number, samples: Uint8Array): AudioSegment => ({
  register: 1,
  start: 0,
  end: samples.length,
  sampleRate,
  bitsPerSample: 8,
  samples,
});

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];

describe('audioSegmentToWav', () => {
  it('writes the RIFF/WAVE header of 8-bit mono PCM byte for byte, then the samples', () => {
    const wav = audioSegmentToWav(segment(8000, Uint8Array.of(0, 128, 255, 1)));
    // Written out by hand from the RIFF/WAVE layout, not from the implementation.
    // biome-ignore format: one line per header field
    expect(Array.from(wav)).toEqual([
      ...ascii('RIFF'), 0x28, 0x00, 0x00, 0x00, // 36 + 4 data bytes
      ...ascii('WAVE'),
      ...ascii('fmt '), 0x10, 0x00, 0x00, 0x00, // fmt chunk of 16 bytes
      0x01, 0x00, // PCM
      0x01, 0x00, // mono
      0x40, 0x1f, 0x00, 0x00, // 8000 Hz
      0x40, 0x1f, 0x00, 0x00, // 8000 bytes/s
      0x01, 0x00, // block align 1
      0x08, 0x00, // 8 bits
      ...ascii('data'), 0x04, 0x00, 0x00, 0x00,
      0, 128, 255, 1,
    ]);
  });

  it('pads an odd data chunk to an even length; the data size stays the sample count', () => {
    const wav = audioSegmentToWav(segment(11025, Uint8Array.of(7, 8, 9)));
    expect(wav.length).toBe(48);
    expect(Array.from(wav.subarray(4, 8))).toEqual(u32(36 + 3 + 1));
    expect(Array.from(wav.subarray(24, 32))).toEqual([...u32(11025), ...u32(11025)]);
    expect(Array.from(wav.subarray(32, 36))).toEqual([...u16(1), ...u16(8)]);
    expect(Array.from(wav.subarray(40, 48))).toEqual([...u32(3), 7, 8, 9, 0]);
  });

  it('an empty segment is a valid empty WAV', () => {
    const wav = audioSegmentToWav(segment(8000, new Uint8Array(0)));
    expect(wav.length).toBe(44);
    expect(Array.from(wav.subarray(40, 44))).toEqual(u32(0));
  });

  it('duration: one byte per sample', () => {
    expect(audioSegmentSeconds(16_000)).toBe(2);
    expect(audioSegmentSeconds(11_025, 11_025)).toBe(1);
  });
});
