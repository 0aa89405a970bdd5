import type { VibrationComponentData } from '@ohp/contracts';
import { readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { componentFromPeriod } from './component-from-period';
import { assessWorkday, evaluationOf, sampleMinutes } from './workday';

const base: VibrationComponentData = {
  date: '2026-02-05',
  startTime: '08:00',
  endTime: '08:30',
  exposureTime: '02:00',
  samples: 1,
  axes: { x: 2, y: 3, z: 6 },
  filters: { x: 'wh', y: 'wh', z: 'wh' },
  factor: 1,
  evaluationType: 'handArm',
};

describe('report screen: workday of components', () => {
  it('hand-arm, two tools in a 10 h day (docs/vibration-calculations.md example 2)', () => {
    const result = assessWorkday(
      [
        { description: 'grinder', data: base },
        {
          description: 'drill',
          data: { ...base, axes: { x: 0, y: 0, z: 4 }, exposureTime: '01:00', samples: 2 },
        },
      ],
      600,
      'hand-arm',
    );
    if (!result.ok) throw new Error(result.key);
    // Σ = 49·120 + 16·60·2 = 7800; are = √(7800/600) = 3.6056; aren = √(7800/480) = 4.0311.
    expect(result.result.amr.map(Number)).toEqual([7, 4]);
    expect(result.result.are).toBeCloseTo(3.6056, 4);
    expect(result.result.aren).toBeCloseTo(4.0311, 4);
    expect(result.result.judgement).toBe('uncertainty');
  });

  it('whole body, a forklift seat 6 h with VDV over a 60 min sample (example 3)', () => {
    const seat: VibrationComponentData = {
      ...base,
      startTime: '10:00',
      endTime: '11:00',
      exposureTime: '06:00',
      axes: { x: 0.3, y: 0.2, z: 0.5 },
      filters: { x: 'wd', y: 'wd', z: 'wk' },
      evaluationType: 'wholeBody',
      vdv: { x: 4, y: 3, z: 8 },
    };
    const result = assessWorkday([{ description: 'forklift', data: seat }], 480, 'whole-body');
    if (!result.ok) throw new Error(result.key);
    // aren = √(0.5048·360/480) = 0.6153; VDVR = 32343^¼ = 13.41.
    expect(result.result.aren).toBeCloseTo(0.6153, 4);
    expect(result.result.vdvr).toBeCloseTo(13.41, 2);
    expect(result.result.judgement).toBe('action_level');
  });

  it('refuses a workday shorter than the components, mixed evaluations and an empty workday', () => {
    const short = assessWorkday([{ description: 'grinder', data: base }], 60, 'hand-arm');
    expect(!short.ok && short.key).toBe('vibration:errors.workdayTooShort');
    const mixed = [
      { description: 'a', data: base },
      { description: 'b', data: { ...base, evaluationType: 'wholeBody' as const } },
    ];
    expect(evaluationOf(mixed)).toBe('mixed');
    const r = assessWorkday(mixed, 480, 'hand-arm');
    expect(!r.ok && r.key).toBe('vibration:web.report.mixed');
    const none = assessWorkday([], 480, 'hand-arm');
    expect(!none.ok && none.key).toBe('vibration:web.report.noComponents');
  });

  it('sample minutes across midnight', () => {
    expect(sampleMinutes('23:30', '00:15')).toBe(45);
    expect(sampleMinutes('08:00:00', '08:00:30')).toBe(0.5);
  });
});

describe('component from a period of a record', () => {
  const record = [
    'z;4;24030001507A;2.3.1',
    'a;2026-02-05;10:00:00;60;3;wholeBody;1',
    'c;24030001507A',
    'd;0;0.3;0.2;0.4;1;1;1;1;1;1',
    'd;60;0.3;0.2;0.6;1;1;1;1;1;6',
    'd;120;0.1;0.1;0.1;1;1;1;1;1;1',
    '',
  ].join('\n');
  const read = readReading(record);
  if (!read.ok || read.data.domain !== 'vibration' || read.data.vibration.kind !== 'intervals')
    throw new Error('record');
  const series = read.data.vibration.series;

  it('amj, VDV and crest of the period; times on the device clock', () => {
    const c = componentFromPeriod(
      series,
      { fromS: 0, toS: 120 },
      { exposureMin: 360, samples: 1, factor: 1 },
    );
    if (!c.ok) throw new Error(c.key);
    // z: √((0.4² + 0.6²)/2) = √0.26 = 0.50990; VDV (1 + 1)^¼ = 1.18921; crest 6 / 0.5099 = 11.767.
    expect(c.data.axes.z).toBeCloseTo(0.5099, 4);
    expect(c.data.vdv?.z).toBeCloseTo(1.18921, 4);
    expect(c.data.crestFactor).toBeCloseTo(11.767, 2);
    expect([c.data.startTime, c.data.endTime, c.data.exposureTime]).toEqual(['10:00', '10:02', '06:00']);
    expect(c.data.filters).toEqual({ x: 'wd', y: 'wd', z: 'wk' });
  });

  it('SPEC §5: an exit time after the last record is refused; an empty period too', () => {
    const late = componentFromPeriod(
      series,
      { fromS: 0, toS: 181 },
      { exposureMin: 60, samples: 1, factor: 1 },
    );
    expect(!late.ok && late.key).toBe('vibration:web.component.exitTooLate');
    const empty = componentFromPeriod(
      series,
      { fromS: 30, toS: 60 },
      { exposureMin: 60, samples: 1, factor: 1 },
    );
    expect(!empty.ok && empty.key).toBe('vibration:web.component.emptyPeriod');
  });
});
