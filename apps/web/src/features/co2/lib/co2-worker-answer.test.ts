import { formatCo2Pro, generateOfficeCo2 } from '@ohp/devices';
import { readReading } from '@ohp/devices/readings';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkerReply } from '../../../lib/worker-file-reader';
import type { Co2WorkerAnswer, Co2WorkerInput } from './co2-file-messages';
import { co2Days } from './co2-days';
import { co2Exposure } from './co2-exposure';

// The CO2 worker as the browser runs it (its message handler): a saved file's answer read as
// readReading reads its text, the series transferred, not copied; the figures as co2Exposure gives
// them on the main thread.

const text = formatCo2Pro(
  generateOfficeCo2({
    seed: 5,
    serialNumber: '24060002208A',
    firmware: '2.1.0',
    start: '2026-04-02T08:00:00',
    durationSeconds: 7200,
    intervalSeconds: 10,
  }),
);

describe('the CO2 worker', () => {
  // The worker module sets `self.onmessage` when loaded (once per test file).
  let handler: (event: MessageEvent) => Promise<void>;
  beforeAll(async () => {
    await import('../workers/co2-file.worker');
    handler = self.onmessage as typeof handler;
    self.onmessage = null;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function ask(input: Co2WorkerInput) {
    const posted = vi.spyOn(self, 'postMessage').mockImplementation(() => {});
    posted.mockClear();
    await handler(new MessageEvent('message', { data: { id: 3, input } }));
    const [reply, options] = posted.mock.calls[0] as [WorkerReply<Co2WorkerAnswer>, { transfer: unknown[] }];
    if (!reply.ok) throw new Error(reply.error);
    expect(reply.id).toBe(3);
    return { answer: reply.read, transfer: options.transfer };
  }

  it.each([
    ['a CO2Pro record', text],
    // As a downloaded measurement file reads (the BOM dropped), where JSON.parse's text kept it and
    // was refused as not a record.
    ['the same with a BOM', `\uFEFF${text}`],
    ['a text that does not read', 'time;LAeq\n0;80\n'],
    ['a text with a lone surrogate (its answer left to JSON.parse)', `${text}\uD800`],
  ])('%s: readReading of the answer’s text as bytes', async (_name, content) => {
    const answer = new Blob([JSON.stringify({ data: content })]);
    const { answer: got, transfer } = await ask({ kind: 'read', answer, keepAs: 1 });
    if (got.kind !== 'read') throw new Error('not a read');
    // The text itself is not sent back: the main thread holds the answer.
    expect(Object.keys(got)).toEqual(['kind', 'read']);
    expect(got.read).toEqual(readReading(new TextEncoder().encode(content)));
    expect(got.read.ok).toBe(!content.startsWith('time'));
    if (got.read.ok && got.read.data.domain === 'co2') {
      expect(transfer).toContain(got.read.data.series.co2.buffer);
    }
  });

  it('reads an answer laid out otherwise (white space in its JSON) as JSON.parse reads it', async () => {
    const answer = new Blob([`{ "data" : ${JSON.stringify(text)} }`]);
    const { answer: got } = await ask({ kind: 'read', answer, keepAs: 2 });
    if (got.kind !== 'read') throw new Error('not a read');
    expect(got.read.ok).toBe(true);
    expect(got.read).toEqual(readReading(text));
  });

  it('computes the figures of the options asked, as on the main thread, from a series sent or kept', async () => {
    const read = readReading(text);
    if (!read.ok || read.data.domain !== 'co2') throw new Error('not a CO2 reading');
    const options = { workdayMin: 90, notProject: false, season: 'summer' as const };
    const expected = { kind: 'analyse', result: co2Exposure(read.data.series, options) };
    const sent = await ask({ kind: 'analyse', seriesId: 0, series: read.data.series, options });
    expect(sent.answer).toEqual(expected);
    // Kept when read (id 9): asked by its id alone, even after its buffers were transferred away.
    const { answer: got } = await ask({
      kind: 'read',
      answer: new Blob([JSON.stringify({ data: text })]),
      keepAs: 9,
    });
    if (got.kind !== 'read' || !got.read.ok || got.read.data.domain !== 'co2') throw new Error('not read');
    got.read.data.series.co2.fill(0);
    expect((await ask({ kind: 'analyse', seriesId: 9, options })).answer).toEqual(expected);
    // Not kept (or forgotten): the answer asks for the series.
    expect((await ask({ kind: 'analyse', seriesId: 4, options })).answer).toEqual({
      kind: 'analyse',
      result: null,
    });
  });

  it('gives the days of a kept series as the days worker does, and says when it kept none', async () => {
    const long = formatCo2Pro(
      generateOfficeCo2({
        seed: 6,
        serialNumber: '24060002208A',
        firmware: '2.1.0',
        start: '2026-04-02T08:00:00',
        durationSeconds: 30 * 3600,
        intervalSeconds: 300,
      }),
    );
    const read = readReading(long);
    if (!read.ok || read.data.domain !== 'co2') throw new Error('not a CO2 reading');
    const options = { workdayMin: 600, notProject: false, season: 'winter' as const };
    const expected = co2Days({ series: read.data.series, options });
    expect(expected?.days.length).toBe(2);
    await ask({ kind: 'read', answer: new Blob([JSON.stringify({ data: long })]), keepAs: 11 });
    expect((await ask({ kind: 'days', seriesId: 11, options })).answer).toEqual({
      kind: 'days',
      kept: true,
      days: expected,
    });
    expect((await ask({ kind: 'days', seriesId: 12, options })).answer).toEqual({
      kind: 'days',
      kept: false,
      days: null,
    });
  });
});
