import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body.ts';

/** Reference: nesting depth of a parsed value, by recursion (fine for the small values generated). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonDepthExceeds', () => {
  test.prop([fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 })])(
    'agrees with the depth of the parsed value for any JSON',
    (value, limit) => {
      const text = JSON.stringify(value);
      expect(jsonDepthExceeds(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
    },
  );

  test.prop([fc.string(), fc.integer({ min: 0, max: 3 })])(
    'never counts brackets inside strings, whatever they contain',
    (text, limit) => {
      expect(jsonDepthExceeds(JSON.stringify({ a: text }), limit + 1)).toBe(false);
    },
  );

  test.prop([fc.string({ maxLength: 200 })])('never throws on arbitrary text', (text) => {
    expect(typeof jsonDepthExceeds(text, 4)).toBe('boolean');
  });

  it('stops at 10,000 levels without recursion', () => {
    expect(jsonDepthExceeds(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 64)).toBe(true);
    expect(jsonDepthExceeds(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).toBe(false);
    expect(jsonDepthExceeds('"\\"[[["', 1)).toBe(false);
  });
});
