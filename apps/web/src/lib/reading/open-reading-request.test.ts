import { deviceFamilies, readDeviceRecord, VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { type OpenedReading, openReading } from './open-reading';
import { openRequestedReading } from './open-reading-request';
import {
  openDeviceRecordOffThread,
  openFileOffThread,
  openReadingOffThread,
} from './open-reading-off-thread';

// A file a person opens is read as its screen decodes it, then opened as every reading is: the
// answer of openReading on that text, in the worker or (here, no Worker) on the main thread. A
// record read from a device is opened as the session's readRecord opens it.

/** Paths under which `a` and `b` hold values of different kinds (class, typed array, Date…). */
function kindsApart(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  const kind = (v: unknown) => (v === null || typeof v !== 'object' ? typeof v : v.constructor?.name);
  if (kind(a) !== kind(b)) out.push(`${path}: ${kind(a)} ≠ ${kind(b)}`);
  else if (a && typeof a === 'object' && !ArrayBuffer.isView(a))
    for (const key of Object.keys(a))
      kindsApart(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
  return out;
}

/** `v` with each typed array as its kind and values (typed arrays of two realms compare unequal). */
function plain(v: unknown): unknown {
  if (ArrayBuffer.isView(v)) return [v.constructor.name, ...Array.from(v as unknown as ArrayLike<number>)];
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

const record = new VirtualDevice('axPro').records.at(-1)?.text ?? '';

/** A file's answer: a reading that opens comes with the file's bytes as read (the screen keeps them). */
const withBytes = (opened: OpenedReading, fileBytes: Uint8Array) =>
  opened.ok ? { ...opened, fileBytes } : opened;

/** A text's bytes, one a character, as a device sends its record. */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('openRequestedReading', () => {
  it('a record file opens as openReading opens its text, decoded as latin1 or as UTF-8', async () => {
    const expected = openReading(record);
    expect(expected.ok).toBe(true);
    for (const encoding of ['latin1', 'utf-8'] as const) {
      const opened = await openRequestedReading({ file: new Blob([record]), encoding });
      expect(plain(opened)).toEqual(plain(withBytes(expected, new TextEncoder().encode(record))));
    }
  });

  it('UTF-8 drops a leading BOM (as Blob.text()); latin1 keeps its bytes as characters', async () => {
    const csv = 'time;LAeq\n0;80,5\n1;81\n';
    const fileBytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]);
    const file = new Blob([fileBytes]);
    expect(plain(await openRequestedReading({ file, encoding: 'utf-8' }))).toEqual(
      plain(withBytes(openReading(csv), fileBytes)),
    );
    expect(plain(await openRequestedReading({ file, encoding: 'latin1' }))).toEqual(
      plain(withBytes(openReading(`ï»¿${csv}`), fileBytes)),
    );
  });

  it('a text already decoded (a reading kept for a reload) is opened as it is', async () => {
    expect(await openRequestedReading({ text: record })).toEqual(openReading(record));
    expect(await openRequestedReading({ text: '' })).toEqual(openReading(''));
  });

  it.each(deviceFamilies)(
    'a %s record read from the device opens as the session reads it (its family module, latin1)',
    async (family) => {
      const text = new VirtualDevice(family).records.at(-1)?.text ?? '';
      const bytes = latin1(text);
      const read = readDeviceRecord(family, text);
      if (!read.ok) throw new Error(`the emulator's ${family} record did not parse`);
      expect(await openRequestedReading({ record: bytes, family })).toEqual({ ok: true, reading: read.data });
    },
  );

  it("a device's record that its family cannot read is refused with the line, not the file check", async () => {
    const noise = new VirtualDevice('doseMaxV2').records.at(-1)?.text ?? '';
    const bytes = latin1(noise);
    const read = readDeviceRecord('axPro', noise);
    if (read.ok) throw new Error('a DoseMax V2 record read as an AxPro one');
    const opened = await openRequestedReading({ record: bytes, family: 'axPro' });
    expect(opened).toEqual({ ok: false, attention: false, ...read.reason });
    // A byte over 127 is one latin1 character, as the session decodes it (no UTF-8 replacement).
    const cut = Uint8Array.from([...bytes.subarray(0, 40), 0xe9]);
    const refused = readDeviceRecord('doseMaxV2', `${noise.slice(0, 40)}é`);
    expect(refused.ok).toBe(false);
    expect(await openRequestedReading({ record: cut, family: 'doseMaxV2' })).toEqual({
      ok: false,
      attention: false,
      ...(refused.ok ? {} : refused.reason),
    });
  });

  // The worker's answer reaches the page as a structured clone: it must be the same reading there,
  // class instances and all, for every family's record and for the samples CSVs.
  it.each([
    ...deviceFamilies.map(
      (family) => [family, new VirtualDevice(family).records.at(-1)?.text ?? ''] as const,
    ),
    ['noise samples CSV', 'time;LAeq;LCpeak\n0;80,5;101\n1;81;99\n'] as const,
  ])('the reading of a %s survives the trip from the worker unchanged', async (_, text) => {
    const opened = await openRequestedReading({ text });
    expect(opened.ok).toBe(true);
    // (structuredClone here makes objects of the test runner's realm: kinds are compared by name.)
    const copy: unknown = structuredClone(opened);
    expect(plain(copy)).toEqual(plain(opened));
    expect(kindsApart(copy, opened)).toEqual([]);
  });

  it("without a Worker a device's record is opened here from its text", async () => {
    const text = new VirtualDevice('itemp').records.at(-1)?.text ?? '';
    const read = readDeviceRecord('itemp', text);
    if (!read.ok) throw new Error("the emulator's Itemp record did not parse");
    const bytes = latin1(text);
    expect(await openDeviceRecordOffThread({ bytes, text }, 'itemp')).toEqual({
      ok: true,
      reading: read.data,
    });
  });

  it('without a Worker the same answer comes from the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await openReadingOffThread({ text: record })).toEqual(openReading(record));
    const opened = openReading(record);
    if (!opened.ok) throw new Error("the emulator's AxPro record did not open");
    expect(plain(await openFileOffThread(new Blob([record]), 'latin1'))).toEqual(
      plain({
        ok: true,
        reading: opened.reading,
        file: { bytes: new TextEncoder().encode(record), encoding: 'latin1' },
      }),
    );
  });

  it('a file that does not read is refused with its reason, no bytes kept', async () => {
    const refused = openReading('time;LAeq\n0;abc\n');
    expect(refused.ok).toBe(false);
    expect(await openFileOffThread(new Blob(['time;LAeq\n0;abc\n']), 'utf-8')).toEqual(refused);
  });
});
