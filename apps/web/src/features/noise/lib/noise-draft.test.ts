import { describe, expect, it } from 'vitest';
import { readNoiseDraft, toNoiseDraft } from './noise-draft';
import { emptyFormValues } from './report-form-values';

describe('noise draft', () => {
  it('reads back what the viewer reported, half-typed values included', () => {
    const draft = {
      clippings: [{ startMs: 1000, endMs: 2000, kind: 'clip' as const, observation: 'pausa' }],
      preset: 'nho01' as const,
      useDeviceCriteria: false,
      form: { ...emptyFormValues, employee: 'Carla', assessmentDate: '12/03/20' },
    };
    const stored = structuredClone(toNoiseDraft(draft));
    expect(readNoiseDraft(stored)).toEqual(draft);
  });

  it('leaves what does not fit at its default', () => {
    const read = readNoiseDraft({
      clippings: [{ startMs: 'x' }],
      preset: 'iso',
      useDeviceCriteria: 'yes',
      form: { employee: 42, company: 'ACME', protectorType: 'helmet', unknown: 'x' },
    });
    expect(read?.preset).toBeUndefined();
    expect(read?.useDeviceCriteria).toBeUndefined();
    expect(read?.clippings).toEqual([]);
    expect(read?.form).toEqual({ ...emptyFormValues, company: 'ACME' });
  });

  it('is undefined without a draft', () => {
    expect(readNoiseDraft(undefined)).toBeUndefined();
    expect(readNoiseDraft('text')).toBeUndefined();
  });
});
