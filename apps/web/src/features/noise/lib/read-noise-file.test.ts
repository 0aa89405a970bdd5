import {
  fileChecksPassed,
  generateLargeNoiseRecordText,
  isValidDoseMaxV2File,
  loadNoiseFile,
} from '@ohp/devices';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileReadReply } from '../../../lib/worker-file-reader';
import type { NoiseFileRead } from './noise-file-messages';
import { readNoiseFile } from './read-noise-file';
import { readingTextOf } from '../../../lib/reading-text';

// The viewer reads a downloaded file in a worker (bytes → loadNoiseFileBytes) or, without Worker,
// the same here, and decodes the Blob's text itself. Both must give what loadNoiseFile gives for the
// file's text.

const record = generateLargeNoiseRecordText(150_000);
const csv = 'time;LAeq\n0;80,5\n1;81\n2;82,25\n';

describe('readNoiseFile without a Worker (jsdom)', () => {
  it.each([
    ['a DoseMax V2 file', record],
    ['a samples CSV', csv],
    ['an invalid file', 'hello\nworld\n'],
  ])('%s: loadNoiseFile of the text', async (_name, text) => {
    const read = await readNoiseFile(new Blob([text]));
    expect(await readingTextOf(read.text)).toBe(text);
    expect(read.parsed).toEqual(loadNoiseFile(text));
    expect(read.fileChecksPassed).toEqual(fileChecksPassed(new TextEncoder().encode(text)));
    expect(read.fileChecksPassed.length > 0).toBe(text === record);
  });
});

describe('the worker', () => {
  // The worker module sets `self.onmessage` when loaded (once per test file).
  let handler: (event: MessageEvent) => Promise<void>;
  beforeAll(async () => {
    await import('../workers/noise-file.worker');
    handler = self.onmessage as typeof handler;
    self.onmessage = null;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function ask(
    blob: Blob,
  ): Promise<{ reply: FileReadReply<Omit<NoiseFileRead, 'text'>>; transfer: unknown[] }> {
    const posted = vi.spyOn(self, 'postMessage').mockImplementation(() => {});
    await handler(new MessageEvent('message', { data: { id: 7, input: blob } }));
    const [reply, options] = posted.mock.calls[0] as [
      FileReadReply<Omit<NoiseFileRead, 'text'>>,
      { transfer: unknown[] },
    ];
    return { reply, transfer: options.transfer };
  }

  it.each([
    ['a DoseMax V2 file', record],
    ['the same file with a BOM (dropped, as Blob.text() drops it)', `\uFEFF${record}`],
    ['a samples CSV', csv],
    ['an invalid file', 'z;2;2409000310AA;3\nd;0;1\n'],
  ])('%s: the same answer as loadNoiseFile of Blob.text()', async (_name, content) => {
    const blob = new Blob([content]);
    const text = await blob.text();
    const { reply, transfer } = await ask(blob);
    if (!reply.ok) throw new Error(reply.error);
    expect(reply.id).toBe(7);
    // The text is not answered: the viewer decodes its own Blob while the worker parses.
    expect('text' in reply.read).toBe(false);
    expect(reply.read.parsed).toEqual(loadNoiseFile(text));
    expect(reply.read.fileChecksPassed.length > 0).toBe(isValidDoseMaxV2File(text));
    // The typed arrays go without a copy.
    if (reply.read.parsed.ok) {
      expect(transfer).toContain(reply.read.parsed.data.series.laeq.buffer);
      expect(new Set(transfer).size).toBe(transfer.length);
    }
  });
});
