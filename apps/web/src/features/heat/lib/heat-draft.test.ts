import { describe, expect, it } from 'vitest';
import { readHeatDraft, toHeatDraft } from './heat-draft';
import { initialHeatOptions } from './report-state';

describe('heat draft', () => {
  it('reads back the options, the mode not chosen yet and the typed fields', () => {
    const options = { ...initialHeatOptions, norm: 'nr15-2019' as const, hood: true };
    const stored = structuredClone(toHeatDraft(options, { employee: 'Carla', sector: 'Forno' }));
    expect(readHeatDraft(stored)).toEqual({ options, form: { employee: 'Carla', sector: 'Forno' } });
    const component = structuredClone(toHeatDraft({ ...options, mode: 'component' }, {}));
    expect(readHeatDraft(component)?.options.mode).toBe('component');
  });

  it('leaves what does not fit at its default; nothing without a draft', () => {
    const read = readHeatDraft({
      mode: 'x',
      state: { heat: { options: { norm: 'iso' } } },
      form: { employee: 3 },
    });
    expect(read).toEqual({ options: initialHeatOptions, form: {} });
    expect(readHeatDraft(undefined)).toBeUndefined();
  });
});
