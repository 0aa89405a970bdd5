import { describe, expect, it } from 'vitest';
import { recordEnds } from './cut-record.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const whole = (text: string) => recordEnds(bytes(text), bytes(text), 0);

describe('recordEnds: the header, the lines before the last one and the last one of a record cut short', () => {
  it('splits a record whose last line no line end follows and has fewer fields than the one before', () => {
    expect(whole('z;1\r\na;1;2\r\nd;0;70.1;71\r\nd;1;70')).toEqual({
      head: 'z;1\r\na;1;2\r\n',
      tail: 'd;0;70.1;71\r\n',
      last: 'd;1;70',
    });
  });

  it('keeps eight lines before the last one, back to a d line', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `d;${i};70`);
    const ends = whole(`a;1\n${lines.join('\n')}\nd;20`);
    expect(ends?.head).toBe('a;1\n');
    expect(ends?.tail).toBe(`${lines.slice(12).join('\n')}\n`);
    expect(ends?.last).toBe('d;20');
    // A d line, then its s lines: back to the d line of the last complete group.
    const groups = Array.from({ length: 5 }, (_, i) => `d;${i};1\ns;${i};x;1;2\ns;${i};y;1;2\ns;${i};z;1;2`);
    const spectra = whole(`a;1\n${groups.join('\n')}\nd;5;1\ns;5;x;1;2\ns;5;y`);
    expect(spectra?.tail).toBe(`${groups.slice(3).join('\n')}\nd;5;1\ns;5;x;1;2\n`);
    expect(spectra?.last).toBe('s;5;y');
  });

  it('reads a file tail from its first whole line, and its header from its start', () => {
    const start = bytes('a;1\nd;0;70\nd;1;70\n');
    const end = bytes('0\nd;98;70\nd;99;70\nd;100');
    expect(recordEnds(start, end, 5000)).toEqual({
      head: 'a;1\n',
      tail: 'd;98;70\nd;99;70\n',
      last: 'd;100',
    });
  });

  it.each([
    // A line end after the last line: whole.
    'a;1\nd;0;70\nd;1;70\n',
    'a;1\nd;0;70\nd;1;70\r',
    // As many fields as the last line of its kind: complete, whatever the line parser makes of it.
    'a;1\nd;0;70\nd;1;999',
    // No line of its kind before it, or none but header lines.
    'a;1\nd;0;70\nz;1',
    'a;1\nd;1;7',
    // No header before the first d line, or no d line.
    'd;0;70\nd;1;7',
    'a;1\nb;2;3\nb;2',
    'd;0;70',
    '',
  ])('%j: none', (text) => {
    expect(whole(text)).toBeUndefined();
  });
});
