import { describe, expect, it } from 'vitest';
import { csvField, csvLine, inertCell } from './csv-cells.ts';

describe('CSV cells', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'makes %j inert with a leading apostrophe',
    (value) => {
      expect(inertCell(value).startsWith("'")).toBe(true);
      expect(inertCell(value).slice(1)).toBe(value);
    },
  );

  it('leaves ordinary text and numbers alone', () => {
    expect(inertCell('Ana Souza')).toBe('Ana Souza');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvLine(['=1+1', 'x\ny', true])).toBe(`'=1+1,"x\ny",true\r\n`);
  });
});
