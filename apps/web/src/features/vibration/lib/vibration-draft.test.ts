import { describe, expect, it } from 'vitest';
import { readVibrationDraft, toVibrationDraft } from './vibration-draft';

describe('vibration draft', () => {
  it('reads back the evaluation, the typed description and the period, as IndexedDB keeps them', () => {
    const draft = {
      evaluation: 'whole-body' as const,
      description: 'Empilhadeira — ',
      period: { fromMin: 2.5, toMin: 12, exposureMin: 90 },
    };
    expect(readVibrationDraft(structuredClone(toVibrationDraft(draft)))).toEqual(draft);
    const empty = { evaluation: undefined, description: '', period: undefined };
    expect(readVibrationDraft(structuredClone(toVibrationDraft(empty)))).toEqual(empty);
  });

  it('leaves what does not fit at its default; nothing without a draft', () => {
    expect(
      readVibrationDraft({
        evaluation: 'hands',
        description: 7,
        period: { fromMin: -1, toMin: 10, exposureMin: 60 },
      }),
    ).toEqual({ evaluation: undefined, description: undefined, period: undefined });
    expect(
      readVibrationDraft({ period: { fromMin: 0, toMin: '10', exposureMin: 60 } })?.period,
    ).toBeUndefined();
    expect(readVibrationDraft({ description: 'x'.repeat(500) })?.description).toHaveLength(140);
    expect(readVibrationDraft(undefined)).toBeUndefined();
    expect(readVibrationDraft('text')).toBeUndefined();
  });
});
