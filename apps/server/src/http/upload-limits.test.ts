import { describe, expect, it } from 'vitest';
import { maxRecordBytes, maxRecordBytesCap } from './upload-receiver.ts';

const MiB = 1024 * 1024;

describe('maxRecordBytes (the decompression-bomb guard)', () => {
  it('is 10× a small upload limit', () => {
    expect(maxRecordBytes(3 * MiB)).toBe(30 * MiB);
    expect(maxRecordBytes(50 * MiB)).toBe(500 * MiB);
  });

  it('stops at 512 MiB once 10× would pass it: a week-long reading fits, a bomb does not grow with the limit', () => {
    expect(maxRecordBytesCap).toBe(512 * MiB);
    expect(maxRecordBytes(160 * MiB)).toBe(512 * MiB);
  });

  it('never falls below the upload limit itself (a plain upload as large as the limit stays readable)', () => {
    expect(maxRecordBytes(1024 * MiB)).toBe(1024 * MiB);
  });
});
