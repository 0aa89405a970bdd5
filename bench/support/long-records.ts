// Records longer than a day, written to disk a day at a time (a 7-day AxPro record is ~400 MB: too
// long for one string). Each day is the emulator's generator run for 24 h with its own seed; its
// offsets are moved to the day's place and only the first day keeps the header, whose count is the
// whole record's. Used by bench/memory/long-records.ts and the multi-day tests.
//   node --import tsx bench/support/long-records.ts <dir> [days]
import { closeSync, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatAxPro, formatDoseMaxV2, generateNoiseShift, generateVibration } from '@ohp/devices';

const DAY_S = 86_400;

/** Writes `days` one-day texts as one record: the header of day 0 (count patched), the data lines of every day. */
async function writeDays(
  path: string,
  days: number,
  dayText: (day: number) => string,
  headerLines: number,
  countField: { line: number; field: number },
): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = (text: string) =>
    new Promise<void>((done, fail) => {
      bytes += Buffer.byteLength(text);
      out.write(text, (error) => (error ? fail(error) : done()));
    });
  for (let day = 0; day < days; day++) {
    const text = dayText(day);
    const lines = text.split('\r\n');
    if (day === 0) {
      const head = lines.slice(0, headerLines);
      const fields = (head[countField.line] as string).split(';');
      fields[countField.field] = String(Number(fields[countField.field]) * days);
      head[countField.line] = fields.join(';');
      await write(`${head.join('\r\n')}\r\n`);
    }
    await write(lines.slice(headerLines).join('\r\n'));
  }
  await new Promise<void>((done) => out.end(done));
  return bytes;
}

/** Adds `by` to the offset (second field) of every data line. */
function shiftOffsets(offsets: Float64Array, by: number): void {
  for (let i = 0; i < offsets.length; i++) offsets[i] = (offsets[i] as number) + by;
}

/** A DoseMax V2 file at 1 s with third-octave bands, `days` long from 2026-05-04 00:00 (~15.5 MB a day). */
export function writeLongNoise(path: string, days: number): Promise<number> {
  return writeDays(
    path,
    days,
    (day) => {
      const record = generateNoiseShift({
        seed: 100 + day,
        serialNumber: '2409000310AA',
        firmware: '3.0.2',
        format: 'v2',
        start: '2026-05-04T00:00:00',
        durationSeconds: DAY_S,
        intervalSeconds: 1,
        bands: 'third',
        baseLevel: 80 + day,
      });
      shiftOffsets(record.offsets, day * DAY_S);
      return formatDoseMaxV2(record);
    },
    // z, a, b, c (no pauses, no audio events)
    4,
    { line: 1, field: 4 },
  );
}

/** An extended AxPro record at 1 s, third octaves on three axes, whole body, `days` long (~58 MB a day). */
export function writeLongVibration(path: string, days: number): Promise<number> {
  return writeDays(
    path,
    days,
    (day) => {
      const record = generateVibration({
        seed: 200 + day,
        serialNumber: '24030001507A',
        firmware: '2.3.1',
        start: '2026-02-05T00:00:00',
        durationSeconds: DAY_S,
        intervalSeconds: 1,
        evaluationType: 'wholeBody',
        bands: { resolution: 'third', axis: 'all' },
      });
      shiftOffsets(record.offsets, day * DAY_S);
      return formatAxPro(record);
    },
    // z, a, c, b
    4,
    { line: 1, field: 4 },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? '/tmp/ohp-long';
  const days = Number(process.argv[3] ?? 7);
  await mkdir(dir, { recursive: true });
  const noise = join(dir, `noise-${days}d.txt`);
  const vibration = join(dir, `vibration-${days}d.txt`);
  console.log(`${noise}: ${((await writeLongNoise(noise, days)) / 1e6).toFixed(1)} MB`);
  console.log(`${vibration}: ${((await writeLongVibration(vibration, days)) / 1e6).toFixed(1)} MB`);
}

/**
 * Where the first `d` line at or after 90 % of a record file starts: the file's bytes up to there
 * are the record cut at a line end, a tenth of its rows missing (the "Bad input" of issue 28).
 */
export function dLineAfterNineTenths(path: string): number {
  const from = Math.floor(statSync(path).size * 0.9);
  const window = new Uint8Array(1 << 16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, window, 0, window.length, from);
  } finally {
    closeSync(fd);
  }
  const at = Buffer.from(window).indexOf('\nd;');
  if (at < 0) throw new Error(`no d line after 90 % of ${path}`);
  return from + at + 1;
}

/**
 * The ways the benches cut a long record short ("Bad input"): inside its last line (37 bytes before
 * its end), and at a line end a tenth before its end; each with the length of the cut and what the
 * refusal says (in English).
 */
export const RECORD_CUTS = [
  {
    kind: 'cut short',
    suffix: 'cut',
    length: (path: string) => statSync(path).size - 37,
    says: 'The file ends in the middle of line',
  },
  {
    kind: 'cut at a line end',
    suffix: 'cut-at-line-end',
    length: dLineAfterNineTenths,
    says: 'records but its header declares',
  },
] as const;
