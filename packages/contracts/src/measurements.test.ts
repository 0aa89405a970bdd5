import { describe, expect, it } from 'vitest';
import {
  measurementCreateFieldsSchema,
  measurementListQuerySchema,
  measurementStateSchema,
} from './measurements.ts';

describe('measurement list query', () => {
  it('reads the family filter as a comma list, `none` included, and defaults the sort', () => {
    expect(measurementListQuerySchema.parse({ family: 'doseMax,none', domain: 'noise' })).toEqual({
      family: ['doseMax', 'none'],
      domain: 'noise',
      sort: '-createdAt',
    });
    expect(measurementListQuerySchema.parse({ family: '' }).family).toBeUndefined();
    expect(measurementListQuerySchema.parse({ family: 'itemp,' }).family).toEqual(['itemp']);
  });

  it('refuses an unknown family, domain or sort', () => {
    expect(measurementListQuerySchema.safeParse({ family: 'doseMax,radio' }).success).toBe(false);
    expect(measurementListQuerySchema.safeParse({ family: 'dosimeter-v1' }).success).toBe(false);
    expect(measurementListQuerySchema.safeParse({ domain: 'light' }).success).toBe(false);
    expect(measurementListQuerySchema.safeParse({ sort: 'size' }).success).toBe(false);
  });
});

describe('measurement create fields', () => {
  it('trims the texts and parses the state JSON; no state is an empty state', () => {
    const state = { clippings: [{ startMs: 0, endMs: 5, kind: 'pause' }], preset: 'nr15' };
    expect(
      measurementCreateFieldsSchema.parse({
        fileName: ' a.txt ',
        serialNumber: ' 24010001201B ',
        state: JSON.stringify(state),
      }),
    ).toEqual({ fileName: 'a.txt', description: '', serialNumber: '24010001201B', state });
    expect(measurementCreateFieldsSchema.parse({ fileName: 'a.txt' }).state).toEqual({});
  });

  it('names malformed JSON and refuses a state the viewer could not have written', () => {
    const bad = measurementCreateFieldsSchema.safeParse({ fileName: 'a.txt', state: '{oops' });
    expect(bad.success ? undefined : bad.error.issues[0]?.message).toBe('errors:malformedJson');
    const clip = { startMs: 0, endMs: 1, kind: 'cut' };
    expect(measurementStateSchema.safeParse({ clippings: [clip] }).success).toBe(false);
    expect(measurementCreateFieldsSchema.safeParse({ fileName: ' ' }).success).toBe(false);
  });

  it('caps the state at 256 KiB', () => {
    const big = { reportForm: { notes: 'x'.repeat(256 * 1024) } };
    const parsed = measurementStateSchema.safeParse(big);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe('errors:stateTooLarge');
  });
});
