import { describe, expect, it } from 'vitest';
import { initialHeatOptions } from './report-state';
import { heatModeOf, heatStateToSave, readSavedHeatState } from './saved-state';

describe('the mode and options in a saved measurement', () => {
  it('round trip: options, components and form come back; the mode is at the top of the state', () => {
    const options = {
      ...initialHeatOptions,
      mode: 'component' as const,
      norm: 'nr15-1978' as const,
      rest: 'elsewhere' as const,
      hood: true,
      components: [
        {
          key: 'a',
          description: 'Furnace',
          data: {
            minutes: 20,
            tg: 40,
            tbn: 25,
            solarLoad: false,
            metabolicRate: 300,
            metabolicUnit: 'kcal/h' as const,
          },
        },
      ],
    };
    const state = heatStateToSave(options, { context: { employee: 'Ana' } });
    expect(state.heatMode).toBe('component');
    expect(heatModeOf({ state })).toBe('component');
    const back = readSavedHeatState(JSON.parse(JSON.stringify(state)));
    expect(back.options).toEqual(options);
    expect(back.reportForm).toEqual({ context: { employee: 'Ana' } });
  });

  it('a measurement saved without a heat state (e.g. from the record list) is normal mode, mode not chosen', () => {
    expect(heatModeOf({ state: {} })).toBe('normal');
    expect(readSavedHeatState({}).options).toEqual(initialHeatOptions);
    expect(heatStateToSave({ ...initialHeatOptions, mode: 'normal' }, {}).heatMode).toBe('normal');
  });

  it('options that no longer validate are dropped, not trusted', () => {
    const back = readSavedHeatState({
      heatMode: 'component',
      heat: { options: { norm: 'nr99', hood: 'yes' } },
    });
    expect(back.options).toEqual({ ...initialHeatOptions, mode: 'component' });
  });

  it('an activity key the table no longer holds opens as a typed M; a Quadro 2 key is kept', () => {
    const saved = (activity: string, metabolicRate: number) => ({
      heatMode: 'normal',
      heat: { options: { ...initialHeatOptions, mode: undefined, activity, metabolicRate }, reportForm: {} },
    });
    // 'moderate' was the ISO 8996 class (297 W) of the picker before Quadro 2.
    const old = readSavedHeatState(saved('moderate', 297)).options;
    expect([old.mode, old.norm, old.activity, old.metabolicRate]).toEqual(['normal', 'nr15-2019', null, 297]);
    const now = readSavedHeatState(saved('moving.walk4kmh', 297)).options;
    expect([now.activity, now.metabolicRate]).toEqual(['moving.walk4kmh', 297]);
  });
});
