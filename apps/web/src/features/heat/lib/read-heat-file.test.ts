import { VirtualDevice } from '@ohp/devices';
import { readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { readHeatFile } from './read-heat-file';
import { readingTextOf } from '../../../lib/reading-text';

// A downloaded heat file as the viewer reads it (here without a Worker: the same work on this
// thread): the reading from the bytes must be readReading's of the text, the text the Blob's.

const itemp = new VirtualDevice('itemp').records[0]?.text ?? '';

describe('readHeatFile', () => {
  it('an Itemp record: its text and readReading of that text', async () => {
    expect(itemp.length).toBeGreaterThan(0);
    const got = await readHeatFile(new Blob([itemp]));
    expect(await readingTextOf(got.text)).toBe(itemp);
    expect(got.read).toEqual(readReading(itemp));
    expect(got.read.ok).toBe(true);
  });

  it('a BOM is dropped from the text, and the reading is the same as without it', async () => {
    const got = await readHeatFile(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), itemp]));
    expect(await readingTextOf(got.text)).toBe(itemp);
    expect(got.read).toEqual(readReading(itemp));
  });

  it('a heat samples CSV and a broken file answer as readReading does', async () => {
    const csv = 'time,tg_c,tbn_c,tbs_c,rh\n0,30,25,28,50\n60,31,25.5,28.5,52\n';
    expect((await readHeatFile(new Blob([csv]))).read).toEqual(readReading(csv));
    const broken = 'not a record\n';
    expect((await readHeatFile(new Blob([broken]))).read).toEqual(readReading(broken));
  });
});
