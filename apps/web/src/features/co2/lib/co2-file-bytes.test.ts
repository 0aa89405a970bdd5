import { formatCo2Pro, generateOfficeCo2 } from '@ohp/devices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { co2FileBytesOf } from './co2-file-bytes';

// The file's bytes taken from GET co2pro/file's answer must be the UTF-8 of the text JSON.parse
// finds in it, whatever the text holds; any answer it cannot take that way is left to JSON.parse.

const encoder = new TextEncoder();
const answerOf = (json: string) => encoder.encode(json);
const utf8 = (text: string) => encoder.encode(text);

describe('co2FileBytesOf', () => {
  it('gives a record answer’s text as bytes (CRLF lines escaped in the JSON)', () => {
    const text = formatCo2Pro(
      generateOfficeCo2({
        seed: 4,
        serialNumber: '24060002208A',
        firmware: '2.1.0',
        start: '2026-04-02T08:00:00',
        durationSeconds: 1800,
        intervalSeconds: 10,
      }),
    );
    expect(text).toContain('\r\n');
    expect(co2FileBytesOf(answerOf(JSON.stringify({ data: text })))).toEqual(utf8(text));
  });

  it('gives the UTF-8 of any text the server writes, or leaves it to JSON.parse', () => {
    // Every kind of character: quotes, backslashes, control characters (escaped by JSON.stringify,
    // \u00XX for most), accents, 3- and 4-byte characters and lone surrogates (\udXXX).
    const unit = fc.oneof(
      fc.constantFrom(
        '"',
        '\\',
        '/',
        '\b',
        '\f',
        '\n',
        '\r',
        '\t',
        '\u0000',
        '\u001f',
        'é',
        '€',
        '😀',
        '\uFEFF',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (units) => {
        const text = units.join('');
        const got = co2FileBytesOf(answerOf(JSON.stringify({ data: text })));
        const wellFormed = (text as unknown as { isWellFormed(): boolean }).isWellFormed();
        if (wellFormed) expect(got).toEqual(utf8(text));
        else expect(got).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('takes escapes JSON.stringify does not write but JSON allows (\\/ and \\u for any character)', () => {
    const json = '{"data":"a\\/b\\u0041\\u00e9\\u20ac\\u00E9"}';
    expect(co2FileBytesOf(answerOf(json))).toEqual(utf8(JSON.parse(json).data));
  });

  it.each([
    ['another member first', '{"id":1,"data":"x"}'],
    ['white space inside the object', '{ "data": "x" }'],
    ['a member after data', '{"data":"x","more":1}'],
    ['no closing quote', '{"data":"x'],
    ['no closing brace', '{"data":"x"'],
    ['a raw line feed in the string', '{"data":"a\nb"}'],
    ['an unknown escape', '{"data":"a\\qb"}'],
    ['a short \\u escape', '{"data":"a\\u00"}'],
    ['a \\u escape with a bad digit', '{"data":"a\\u00g1"}'],
    ['something after the object', '{"data":"x"}x'],
    ['not a string', '{"data":12}'],
    ['empty', ''],
  ])('leaves %s to JSON.parse', (_name, json) => {
    expect(co2FileBytesOf(answerOf(json))).toBeUndefined();
  });

  it('allows white space after the object', () => {
    expect(co2FileBytesOf(answerOf('{"data":"a;b"}\r\n '))).toEqual(utf8('a;b'));
  });
});
