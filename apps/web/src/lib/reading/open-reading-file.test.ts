import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { openReading } from './open-reading';
import { openReadingOfFile } from './open-reading-file';
import { openReadingOffThread } from './open-reading-off-thread';

// A file a person opens is read as its screen decodes it, then opened as every reading is: the
// answer of openReading on that text, in the worker or (here, no Worker) on the main thread.

const record = new VirtualDevice('axPro').records.at(-1)?.text ?? '';

describe('openReadingOfFile', () => {
  it('a record file opens as openReading opens its text, decoded as latin1 or as UTF-8', async () => {
    const expected = openReading(record);
    expect(expected.ok).toBe(true);
    for (const encoding of ['latin1', 'utf-8'] as const) {
      expect(await openReadingOfFile({ file: new Blob([record]), encoding })).toEqual(expected);
    }
  });

  it('UTF-8 drops a leading BOM (as Blob.text()); latin1 keeps its bytes as characters', async () => {
    const csv = 'time;LAeq\n0;80,5\n1;81\n';
    const file = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), csv]);
    expect(await openReadingOfFile({ file, encoding: 'utf-8' })).toEqual(openReading(csv));
    expect(await openReadingOfFile({ file, encoding: 'latin1' })).toEqual(openReading(`ï»¿${csv}`));
  });

  it('a text already decoded (a reading kept for a reload) is opened as it is', async () => {
    expect(await openReadingOfFile({ text: record })).toEqual(openReading(record));
    expect(await openReadingOfFile({ text: '' })).toEqual(openReading(''));
  });

  it('without a Worker the same answer comes from the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await openReadingOffThread({ file: new Blob([record]), encoding: 'latin1' })).toEqual(
      openReading(record),
    );
  });
});
