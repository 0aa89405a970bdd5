import { describe, expect, it } from 'vitest';
import { type TypedComponentFields, typedComponent } from './typed-component';

const base: TypedComponentFields = {
  description: 'Forno',
  kind: 'temperatures',
  tg: 35.25,
  tbn: 24,
  tbs: 30,
  ibutg: null,
  solarLoad: false,
  minutes: 20,
  norm: 'nr15-2019',
  activity: null,
  metabolicRate: 300,
};

describe('a heat component typed in on /device/components/itemp', () => {
  it('tg, tbn, tbs in °C as typed, the M in the unit of the chosen norm', () => {
    const made = typedComponent(base, 'C');
    expect(made).toEqual({
      ok: true,
      description: 'Forno',
      data: {
        minutes: 20,
        tg: 35.25,
        tbn: 24,
        tbs: 30,
        solarLoad: false,
        metabolicRate: 300,
        metabolicUnit: 'W',
      },
    });
    const old = typedComponent(
      { ...base, norm: 'nr15-1978', metabolicRate: 220, activity: 'seatedRest' },
      'C',
    );
    expect(old.ok && old.data.metabolicUnit).toBe('kcal/h');
    expect(old.ok && old.data.activity).toBe('seatedRest');
  });

  it('typed in °F, kept in °C: 95 °F = 35 °C, 75.2 °F = 24 °C; an IBUTG of 86 °F = 30 °C', () => {
    const made = typedComponent({ ...base, tg: 95, tbn: 75.2, tbs: null }, 'F');
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    expect(made.data).toMatchObject({ tg: 35, tbn: 24 });
    expect(made.data.tbs).toBeUndefined();
    const ibutg = typedComponent({ ...base, kind: 'ibutg', tg: null, tbn: null, tbs: null, ibutg: 86 }, 'F');
    if (!ibutg.ok) throw new Error(JSON.stringify(ibutg.errors));
    expect(ibutg.data).toMatchObject({ ibutg: 30, solarLoad: false });
    expect(ibutg.data.tg).toBeUndefined();
  });

  it('names each problem on its field, as translation keys', () => {
    const bad = typedComponent(
      { ...base, description: '  ', minutes: 61, tg: 400, tbn: 31, tbs: 30, metabolicRate: null },
      'F',
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.description?.key).toBe('heat:component.nameRequired');
    expect(bad.errors.minutes).toEqual({ key: 'errors:range', values: { min: 1, max: 60 } });
    // The sensor range −40…150 °C, said in the user's unit: −40…302 °F.
    expect(bad.errors.tg).toEqual({ key: 'errors:range', values: { min: -40, max: 302 } });
    expect(bad.errors.metabolicRate?.key).toBe('heat:component.rateRequired');
    // 31 °F wet bulb above a 30 °F dry bulb.
    expect(bad.errors.tbn?.key).toBe('heat:typed.wetAboveDry');
  });

  it('direct sun needs the dry bulb; the IBUTG kind needs the IBUTG; tg and tbn are required', () => {
    const sun = typedComponent({ ...base, tbs: null, solarLoad: true }, 'C');
    expect(!sun.ok && sun.errors.tbs?.key).toBe('heat:typed.solarNeedsTbs');
    const none = typedComponent({ ...base, kind: 'ibutg', ibutg: null }, 'C');
    expect(!none.ok && none.errors.ibutg?.key).toBe('errors:required');
    const noTg = typedComponent({ ...base, tg: null }, 'C');
    expect(!noTg.ok && noTg.errors.tg?.key).toBe('errors:required');
    const cold = typedComponent({ ...base, tg: -41 }, 'C');
    expect(!cold.ok && cold.errors.tg).toEqual({ key: 'errors:range', values: { min: -40, max: 150 } });
  });
});
