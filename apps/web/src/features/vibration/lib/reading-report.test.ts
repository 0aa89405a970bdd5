import { buildVibrationReport } from '@ohp/reports';
import { formatAxPro, generateVibration } from '@ohp/devices';
import { readReading } from '@ohp/devices/readings';
import { assessVibrationByDay, assessVibrationIntervals } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { readingReportInput } from './reading-report';
import { viewerData } from './viewer-data';

const record = [
  'z;4;24030001507A;2.3.1',
  'a;2026-02-05;10:00:00;60;2;wholeBody;1;octave;z',
  'c;24030001507A',
  'b;7.9433;15.849',
  'd;0;0.3;0.2;0.5;1;1;16;1;1;2',
  's;0;z;0.4;0.2',
  'd;60;0.3;0.2;0.5;1;1;0;1;1;2',
  's;60;z;0.4;0.2',
  '',
].join('\n');

describe("the viewer's report of a whole reading", () => {
  it('one component lasting the record; VDV over the same time; a PDF definition', () => {
    const read = readReading(record);
    if (!read.ok || read.data.domain !== 'vibration') throw new Error('record');
    const data = viewerData(read.data.vibration, 'whole-body');
    const input = readingReportInput({
      language: 'en',
      data,
      model: 'AxPro',
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T10:00:00',
      sampleRate: undefined,
      description: 'Forklift',
      logoDataUrl: undefined,
    });
    // 2 min at amr √0.5048 = 0.71049 over a 2 min workday: aren = 0.71049·√(2/480) = 0.045861.
    expect(input.result.aren).toBeCloseTo(0.045861, 5);
    // VDVz = (16 + 0)^¼ = 2, VDVx = VDVy = (1 + 1)^¼; texp = tsample, fx = fy = 1.4:
    // VDVR = [2⁴ + 2·(1.4·2^¼)⁴]^¼ = (16 + 4·1.4⁴)^¼ = 31.3664^¼ = 2.36655.
    expect(input.result.vdvr).toBeCloseTo(2.36655, 4);
    expect(input.charts.spectrum?.x).toEqual([0, 0]);
    expect(buildVibrationReport(input).content).toBeDefined();
  });

  it("a record longer than a day: the worst day's component and result, every day listed, never refused", () => {
    // 30 h from 2026-02-05 12:00 at 60-s intervals: 12 h on the 5th, 18 h on the 6th.
    const text = formatAxPro(
      generateVibration({
        seed: 5,
        serialNumber: '24030001507A',
        firmware: '2.3.1',
        start: '2026-02-05T12:00:00',
        durationSeconds: 30 * 3600,
        intervalSeconds: 60,
        evaluationType: 'wholeBody',
      }),
    );
    const read = readReading(text);
    if (!read.ok || read.data.domain !== 'vibration' || read.data.vibration.kind !== 'intervals')
      throw new Error('record');
    const series = read.data.vibration.series;
    const data = viewerData(read.data.vibration, 'whole-body');
    const common = {
      language: 'pt-BR' as const,
      data,
      model: 'AxPro',
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T12:00:00',
      sampleRate: undefined,
      description: 'Empilhadeira',
      logoDataUrl: undefined,
    };
    // The whole record (30 h) is no workday: the maths refuses it over 24 h.
    expect(() => assessVibrationIntervals(series, 'whole-body')).toThrow();
    const byDay = assessVibrationByDay(series, 'whole-body');
    const worst = byDay?.days[byDay.worst];
    if (!byDay || !worst) throw new Error('not longer than a day');
    const input = readingReportInput({ ...common, intervals: series });
    expect(input.result).toEqual(worst.assessment);
    expect(input.components).toEqual([
      expect.objectContaining({ description: 'Empilhadeira', minutes: worst.to - worst.from }),
    ]);
    expect(input.days?.days.map((d) => d.date)).toEqual(['2026-02-05', '2026-02-06']);
    expect(input.days?.worst).toBe(byDay.worst);
    expect(input.source).toMatchObject({ kind: 'record', durationMin: 30 * 60 });
    expect(buildVibrationReport(input).content).toBeDefined();
  });
});
