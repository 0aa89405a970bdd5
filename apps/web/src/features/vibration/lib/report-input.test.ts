import { readReading } from '@ohp/devices/readings';
import { buildVibrationReport } from '@ohp/reports';
import { describe, expect, it } from 'vitest';
import { reportChartsOf } from './reading-report';
import { workdayReportInput } from './report-input';
import { viewerData } from './viewer-data';
import { assessWorkday } from './workday';

// The report screen's PDF (/device/ax-pro/{id}): a workday of components, with the saved reading's
// time history and spectrum drawn as the viewer's PDF draws them.

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

/** Every object of a pdfmake definition that has the given key. */
function nodesWith(node: unknown, key: string): Array<Record<string, unknown>> {
  if (Array.isArray(node)) return node.flatMap((n) => nodesWith(n, key));
  if (!node || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  return [...(key in o ? [o] : []), ...Object.values(o).flatMap((v) => nodesWith(v, key))];
}

function workday() {
  const outcome = assessWorkday(
    [
      {
        description: 'forklift',
        data: {
          date: '2026-02-05',
          startTime: '10:00',
          endTime: '10:02',
          exposureTime: '06:00',
          samples: 1,
          axes: { x: 0.3, y: 0.2, z: 0.5 },
          filters: { x: 'wd', y: 'wd', z: 'wk' },
          factor: 1,
          evaluationType: 'wholeBody',
        },
      },
    ],
    480,
    'whole-body',
  );
  if (!outcome.ok) throw new Error(outcome.key);
  return outcome;
}

describe("the report screen's PDF", () => {
  it("with the saved reading: the history (2 intervals per axis) and the record's octave spectrum", () => {
    const read = readReading(record);
    if (!read.ok || read.data.domain !== 'vibration') throw new Error('record');
    const charts = reportChartsOf(viewerData(read.data.vibration, 'whole-body'));
    expect(Array.from(charts.history?.z ?? [])).toEqual([0.5, 0.5]);
    expect(charts.history?.intervalS).toBe(60);
    // Octave bands of z only: 0.4 and 0.2 m/s² in both intervals; x and y carry none (zeros).
    expect(charts.spectrum?.z).toEqual([0.4, 0.2]);
    expect(charts.spectrum?.x).toEqual([0, 0]);
    const { input, result } = workday();
    const definition = buildVibrationReport(
      workdayReportInput({
        language: 'en',
        input,
        result,
        form: { context: {} },
        logoDataUrl: undefined,
        charts,
      }),
    );
    expect(nodesWith(definition.content, 'svg')).toHaveLength(2);
    expect(JSON.stringify(definition.content)).toContain('"Charts"');
  });

  it('components typed in, no reading: no chart section', () => {
    const { input, result } = workday();
    const definition = buildVibrationReport(
      workdayReportInput({ language: 'en', input, result, form: { context: {} }, logoDataUrl: undefined }),
    );
    expect(nodesWith(definition.content, 'svg')).toHaveLength(0);
    expect(JSON.stringify(definition.content)).not.toContain('"Charts"');
  });
});
