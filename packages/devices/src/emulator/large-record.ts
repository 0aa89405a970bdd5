import { formatDoseMaxV2 } from '../families/dosimeter/format.ts';
import { generateNoiseShift } from '../families/dosimeter/generate-noise-shift.ts';

/**
 * A DoseMaxV2 record of at least `targetBytes` (1 s interval, third-octave bands, up to 24 h =
 * 86,400 rows ≈ 15 MB), for the serial-read benchmark and stress tests.
 */
export function generateLargeNoiseRecordText(targetBytes: number, serialNumber = '2409000310AA'): string {
  const make = (seconds: number) =>
    formatDoseMaxV2(
      generateNoiseShift({
        seed: 24,
        serialNumber,
        firmware: '3.0.2',
        format: 'v2',
        start: '2026-05-04T00:00:00',
        durationSeconds: seconds,
        intervalSeconds: 1,
        bands: 'third',
      }),
    );
  const sample = make(100).length / 100;
  let seconds = Math.min(86_400, Math.max(1, Math.ceil(targetBytes / sample)));
  let text = make(seconds);
  while (text.length < targetBytes && seconds < 86_400) {
    seconds = Math.min(86_400, Math.ceil(seconds * 1.05) + 10);
    text = make(seconds);
  }
  return text;
}
