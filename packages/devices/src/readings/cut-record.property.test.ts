import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deviceFamilies, domainOf } from '../catalogue.ts';
import { profiles } from '../emulator/profiles.ts';
import { lineFeeds } from '../records/cut-record.ts';
import { parseReadingFile } from '../records/parse-record.ts';
import { readCo2 } from './co2/read-co2.ts';
import { readReading } from './read-reading.ts';
import { cutDomainRecordLine } from './record-reading.ts';

// A record cut short is told from an excerpt of it (records/cut-record.ts, recordCutShort) so that the
// readers can refuse it before the line parser reads it whole. That shortcut may only ever change
// which error a file gets: whenever it fires, the line parser refuses the whole file too.
const ENCODER = new TextEncoder();

/** The shortest record of each virtual device, as its module writes it (CRLF line ends). */
const recordText = (family: (typeof deviceFamilies)[number]) =>
  profiles[family].records(1).reduce((a, b) => (b.text.length < a.text.length ? b : a)).text;

/** Where the record's last `lines` lines start (cuts there are the ones a scanner leaves to this check). */
function lastLinesStart(text: string, lines: number): number {
  let at = text.length - 1;
  for (let k = 0; k < lines && at > 0; k++) at = text.lastIndexOf('\n', at - 1);
  return at + 1;
}

const fileEndsMidLine = (line: number) => ({ key: 'devices:records.fileEndsMidLine', values: { line } });

describe.each(deviceFamilies)('%s record cut short', (family) => {
  const text = recordText(family);
  const firstLineEnd = text.indexOf('\n') + 1;
  const tail = lastLinesStart(text, 3);
  // Anywhere after the first line, and three times as often within the last three lines.
  const cutAt = fc.oneof(
    { arbitrary: fc.integer({ min: firstLineEnd + 1, max: text.length - 1 }), weight: 1 },
    { arbitrary: fc.integer({ min: Math.max(tail, firstLineEnd + 1), max: text.length - 1 }), weight: 3 },
  );

  test.prop([cutAt], { numRuns: 60 })('is said cut only when the line parser refuses it too', (at) => {
    const cut = text.slice(0, at);
    const line = cutDomainRecordLine(cut, domainOf(family));
    if (line === undefined) return;
    expect(parseReadingFile(cut).ok).toBe(false);
    const bytes = ENCODER.encode(cut);
    expect(line).toBe(lineFeeds(bytes) + 1);
    expect(cutDomainRecordLine(bytes, domainOf(family))).toBe(line);
    // Text and bytes, the family's domain reader and the CO2 reader: the one answer.
    const read = readReading(cut);
    expect(read).toEqual({ ok: false, reason: fileEndsMidLine(line) });
    expect(readReading(bytes)).toEqual(read);
    if (family === 'co2Pro') expect(readCo2(bytes)).toEqual(read);
  });

  it('names the last line when the file ends after its first field', () => {
    // "d;1234" or "s;12": the last line's kind and first field, the rest lost.
    const lastStart = lastLinesStart(text, 1);
    const cut = text.slice(0, text.indexOf(';', text.indexOf(';', lastStart) + 1));
    const line = lineFeeds(ENCODER.encode(cut)) + 1;
    expect(line).toBe(text.split('\n').length - 1);
    expect(readReading(cut)).toEqual({ ok: false, reason: fileEndsMidLine(line) });
    expect(readReading(ENCODER.encode(cut))).toEqual({ ok: false, reason: fileEndsMidLine(line) });
  });

  it('reads the whole record, and one without its last line feed, as before', () => {
    expect(cutDomainRecordLine(text, domainOf(family))).toBeUndefined();
    expect(readReading(text).ok).toBe(true);
    const noLastLineEnd = text.replace(/\r?\n$/, '');
    expect(cutDomainRecordLine(noLastLineEnd, domainOf(family))).toBeUndefined();
    expect(readReading(noLastLineEnd).ok).toBe(true);
  });
});
