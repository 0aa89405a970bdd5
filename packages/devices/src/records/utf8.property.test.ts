import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { utf8Bytes } from './utf8.ts';

const ENCODER = new TextEncoder();

describe('utf8Bytes', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 300 })])('is TextEncoder.encode on any text', (text) => {
    expect(utf8Bytes(text)).toEqual(ENCODER.encode(text));
  });
  test.prop([fc.string({ unit: fc.constantFrom('a', ',', '\n', '\u007f', '\u0080', 'é', '\uD800', '😀') })])(
    'is TextEncoder.encode on ASCII with a few other characters anywhere',
    (text) => {
      expect(utf8Bytes(text)).toEqual(ENCODER.encode(text));
    },
  );
});
