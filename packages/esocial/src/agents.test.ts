import { describe, expect, it } from 'vitest';
import { type MeasurementFigures, onlyOutsideTable24, selectAgents } from './agents.ts';

const src = (measurementId: string) => ({ measurementId });

describe('agents of measurements', () => {
  it('noise: NEN in dB(A) from the action level (dose ≥ 50 %), nothing below it', () => {
    const at = selectAgents([{ family: 'noise', nen: 82.0, dailyDosePct: 50, source: src('a') }]);
    expect(at.agents).toEqual([
      {
        code: '02.01.001',
        intensity: 82,
        unit: 4,
        limit: null,
        technique: 'NHO-01 (Fundacentro) – dosimetria',
        source: src('a'),
      },
    ]);
    const below = selectAgents([{ family: 'noise', nen: 81.99, dailyDosePct: 49.9, source: src('b') }]);
    expect(below.agents.map((a) => a.code)).toEqual(['09.01.001']);
    expect(below.agents[0]).toMatchObject({ intensity: null, unit: null, technique: null });
    expect(below.omitted).toEqual([{ reason: 'belowActionLevel', source: src('b'), dailyDosePct: 49.9 }]);
  });

  it('hand-arm → 02.01.002 aren (m/s², 5); whole body → 02.01.003 aren and 02.01.004 VDVR (6)', () => {
    const r = selectAgents([
      { family: 'hand-arm', aren: 3.123456, source: src('h') },
      { family: 'whole-body', aren: 0.55555, vdvr: 12.34567, source: src('w') },
    ]);
    expect(r.agents.map((a) => [a.code, a.intensity, a.unit, a.limit])).toEqual([
      ['02.01.002', 3.1235, 5, null],
      ['02.01.003', 0.5556, 5, null],
      ['02.01.004', 12.3457, 6, null],
    ]);
  });

  it('heat → 02.01.014 IBUTG (°C, 10) with its limit; CO2 shown, never an agent', () => {
    const r = selectAgents([
      { family: 'heat', ibutg: 28.604, limit: 27.3, source: src('t') },
      { family: 'co2', source: src('c') },
    ]);
    expect(r.agents).toMatchObject([{ code: '02.01.014', intensity: 28.6, unit: 10, limit: 27.3 }]);
    expect(r.omitted).toEqual([{ reason: 'notInTable24', source: src('c'), family: 'co2' }]);
    expect(onlyOutsideTable24([{ family: 'co2', source: src('c') }])).toBe(true);
    expect(
      onlyOutsideTable24([
        { family: 'co2', source: src('c') },
        { family: 'hand-arm', aren: 1, source: src('h') },
      ]),
    ).toBe(false);
  });

  it('several measurements of one agent: the highest by default, the chosen one when recorded', () => {
    const ms: MeasurementFigures[] = [
      { family: 'noise', nen: 86.1, dailyDosePct: 129, source: src('n1') },
      { family: 'noise', nen: 88.4, dailyDosePct: 220, source: src('n2') },
      { family: 'noise', nen: 84.0, dailyDosePct: 79, source: src('n3') },
    ];
    expect(selectAgents(ms).agents[0]?.source).toEqual(src('n2'));
    const chosen = selectAgents(ms, [{ code: '02.01.001', measurementId: 'n3' }]);
    expect(chosen.agents[0]).toMatchObject({ intensity: 84, source: src('n3') });
    expect(chosen.chosen).toEqual(['02.01.001']);
    // A choice naming a measurement that does not give the agent falls back to the highest.
    expect(selectAgents(ms, [{ code: '02.01.001', measurementId: 'gone' }]).agents[0]?.source).toEqual(
      src('n2'),
    );
  });
});
