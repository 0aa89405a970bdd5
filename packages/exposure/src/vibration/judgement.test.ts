import { describe, expect, it } from 'vitest';
import { classify, worse } from './judgement.ts';
import { HAND_ARM_AREN, WHOLE_BODY_AREN, WHOLE_BODY_VDVR } from './limits.ts';

// The quadros of NHO-09 and NHO-10 §6 row by row: each value with the class the norm prints for it.
describe('NHO-10 quadro (aren, hands and arms)', () => {
  const rows: Array<[number, string]> = [
    [0, 'acceptable'],
    [2.5, 'acceptable'], // "0 a 2,5"
    [2.51, 'action_level'], // "> 2,5 a < 3,5"
    [3.49, 'action_level'],
    [3.5, 'uncertainty'], // "3,5 a 5,0"
    [5.0, 'uncertainty'],
    [5.01, 'above_limit'], // "acima de 5,0"
  ];
  it.each(rows)('aren %s m/s² → %s', (value, expected) => {
    expect(classify(value, HAND_ARM_AREN)).toBe(expected);
  });
});

describe('NHO-09 quadro (aren and VDVR, whole body)', () => {
  const aren: Array<[number, string]> = [
    [0.5, 'acceptable'], // "0 a 0,5"
    [0.51, 'action_level'], // "> 0,5 a < 0,9"
    [0.89, 'action_level'],
    [0.9, 'uncertainty'], // "0,9 a 1,1"
    [1.1, 'uncertainty'],
    [1.11, 'above_limit'], // "acima de 1,1"
  ];
  it.each(aren)('aren %s m/s² → %s', (value, expected) => {
    expect(classify(value, WHOLE_BODY_AREN)).toBe(expected);
  });
  const vdvr: Array<[number, string]> = [
    [9.1, 'acceptable'], // "0 a 9,1"
    [9.2, 'action_level'], // "> 9,1 a < 16,4"
    [16.4, 'uncertainty'], // "16,4 a 21"
    [21, 'uncertainty'],
    [21.1, 'above_limit'], // "acima de 21"
  ];
  it.each(vdvr)('VDVR %s m/s^1.75 → %s', (value, expected) => {
    expect(classify(value, WHOLE_BODY_VDVR)).toBe(expected);
  });

  it('takes the worse of the two classes', () => {
    expect(worse('acceptable', 'above_limit')).toBe('above_limit');
    expect(worse('uncertainty', 'action_level')).toBe('uncertainty');
    expect(worse('action_level', null)).toBe('action_level');
  });
});
