import { describe, expect, it } from 'vitest';
import {
  addComponent,
  canAddComponent,
  changeNorm,
  checkPeriod,
  chooseMode,
  componentFromPeriod,
  initialHeatOptions,
  type ReportComponent,
} from './report-state';
import { constantSeries } from './test-series';

const min = 60_000;
const series = constantSeries(120, 40, 25, 30);
const t0 = series.startMs;
const component = (key: string, minutes: number, unit: 'W' | 'kcal/h' = 'W'): ReportComponent => ({
  key,
  description: key,
  data: { minutes, tg: 40, tbn: 25, solarLoad: false, metabolicRate: 300, metabolicUnit: unit },
});

describe('report screen rules', () => {
  it('the mode comes first: nothing can be added before component mode is chosen', () => {
    expect(initialHeatOptions.mode).toBeNull();
    expect(canAddComponent(initialHeatOptions)).toBe(false);
    const r = addComponent(initialHeatOptions, component('a', 20));
    expect(r.ok ? null : r.reason.key).toBe('heat:component.modeFirst');
    expect(canAddComponent(chooseMode(initialHeatOptions, 'component'))).toBe(true);
    expect(canAddComponent(chooseMode(initialHeatOptions, 'normal'))).toBe(false);
  });

  it('a norm change asks for confirmation only when it would clear components, and clears them', () => {
    const start = chooseMode(initialHeatOptions, 'component');
    expect(changeNorm(start, 'nr15-1978').confirm).toBe(false);
    const added = addComponent(start, component('a', 20));
    if (!added.ok) throw new Error(added.reason.key);
    const change = changeNorm({ ...added.next, activity: 'high', metabolicRate: 414 }, 'nr15-1978');
    expect(change.confirm).toBe(true);
    expect(change.next.components).toEqual([]);
    expect(change.next.norm).toBe('nr15-1978');
    // The activity tables and the unit of M differ between the texts.
    expect(change.next.metabolicRate).toBeNull();
    expect(change.next.activity).toBeNull();
    // The same norm again changes nothing.
    expect(changeNorm(added.next, 'nr15-2019')).toEqual({ confirm: false, next: added.next });
  });

  it('NR-15 1978 with rest at the place: one component only; rest elsewhere or 2019: several', () => {
    const old = { ...chooseMode(initialHeatOptions, 'component'), norm: 'nr15-1978' as const };
    const one = addComponent(old, component('a', 20, 'kcal/h'));
    if (!one.ok) throw new Error(one.reason.key);
    expect(canAddComponent(one.next)).toBe(false);
    const two = addComponent(one.next, component('b', 20, 'kcal/h'));
    expect(two.ok ? null : two.reason.key).toBe('heat:component.onlyOne');
    expect(addComponent({ ...one.next, rest: 'elsewhere' }, component('b', 20, 'kcal/h')).ok).toBe(true);
    const now = chooseMode(initialHeatOptions, 'component');
    const a = addComponent(now, component('a', 20));
    if (!a.ok) throw new Error(a.reason.key);
    expect(addComponent(a.next, component('b', 20)).ok).toBe(true);
  });

  it('components add up to at most 60 min and carry M in the unit of the norm', () => {
    const now = chooseMode(initialHeatOptions, 'component');
    const a = addComponent(now, component('a', 45));
    if (!a.ok) throw new Error(a.reason.key);
    const over = addComponent(a.next, component('b', 20));
    expect(over.ok ? null : over.reason).toEqual({
      key: 'heat:component.moreThan60',
      values: { minutes: 65 },
    });
    const kcal = addComponent(now, component('k', 10, 'kcal/h'));
    expect(kcal.ok ? null : kcal.reason.key).toBe('heat:component.otherNorm');
  });

  it("a component's exit time cannot pass the last record (SPEC §8)", () => {
    // 120 samples of 60 s: the record ends at t0 + 120 min.
    expect(checkPeriod(series, t0 + 90 * min, t0 + 120 * min)).toBeNull();
    expect(checkPeriod(series, t0 + 90 * min, t0 + 120 * min + 1000)?.key).toBe('heat:component.exitTooLate');
    expect(checkPeriod(series, t0 - min, t0 + 10 * min)?.key).toBe('heat:component.entryTooEarly');
    expect(checkPeriod(series, t0 + 10 * min, t0 + 10 * min)?.key).toBe('heat:component.periodEmpty');
    expect(checkPeriod(series, t0, t0 + 61 * min)?.key).toBe('heat:component.tooLong');
  });

  it('a component cut from a period: the means of its samples and its minutes', () => {
    const s = constantSeries(60, 40, 25, 30);
    // Samples 10–19 at tg 50, tbn 30: the period 10–20 min has those means.
    s.tg.fill(50, 10, 20);
    s.tbn.fill(30, 10, 20);
    const made = componentFromPeriod(
      s,
      { startMs: s.startMs + 10 * min, endMs: s.startMs + 20 * min },
      { metabolicRate: 180, unit: 'W', key: 'low', solarLoad: false },
    );
    if (!made.ok) throw new Error(made.reason.key);
    expect(made.data).toMatchObject({
      minutes: 10,
      tg: 50,
      tbn: 30,
      tbs: 30,
      metabolicRate: 180,
      activity: 'low',
    });
    expect(made.data.period).toEqual({
      startMs: s.startMs + 10 * min,
      endMs: s.startMs + 20 * min,
      timeBase: 'absolute',
    });
    const late = componentFromPeriod(
      s,
      { startMs: s.startMs + 50 * min, endMs: s.startMs + 61 * min },
      {
        metabolicRate: 180,
        unit: 'W',
        solarLoad: false,
      },
    );
    expect(late.ok ? null : late.reason.key).toBe('heat:component.exitTooLate');
  });
});
