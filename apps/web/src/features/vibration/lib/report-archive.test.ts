import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vibrationNormLabel, workdayReportEvidence } from './report-archive';
import { workdayReportInput } from './report-input';
import { assessWorkday, type WorkdayComponent } from './workday';

// The AxPro report screen's PDF (/device/ax-pro/{id}) carries its evidence as the other screens'
// do: the saved measurement's file byte for byte (or the components, without one) and
// report-data.json. The PDF is rendered by Node (pdfkit does not run under jsdom) from these same
// modules, then read back with poppler's pdfdetach.

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

const components: WorkdayComponent[] = [
  {
    description: 'empilhadeira',
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
];

/** Renders the screen's PDF in a Node process from these modules; answers the file's path. */
function renderInNode(withSource: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-axpro-report-'));
  const out = join(dir, 'report.pdf');
  const here = `${resolve('apps/web/src/features/vibration/lib')}/`; // tests run from the repository root
  const script = `
    import { writeFileSync } from 'node:fs';
    import { buildVibrationReport } from '@ohp/reports';
    import { renderPdf } from '@ohp/reports/render/node';
    const lib = ${JSON.stringify(here)};
    const { workdayReportEvidence } = await import(lib + 'report-archive.ts');
    const { workdayReportInput } = await import(lib + 'report-input.ts');
    const { assessWorkday } = await import(lib + 'workday.ts');
    const components = ${JSON.stringify(components)};
    const outcome = assessWorkday(components, 480, 'whole-body');
    const report = workdayReportInput({ language: 'pt-BR', input: outcome.input, result: outcome.result,
      form: { context: { evaluatorName: 'Ana Souza' } }, logoDataUrl: undefined });
    const evidence = workdayReportEvidence({ ${withSource ? `source: { fileName: 'axpro-0001.txt', text: ${JSON.stringify(record)} },` : ''}
      components, workdayMin: 480, input: outcome.input, report });
    writeFileSync(${JSON.stringify(out)}, await renderPdf(buildVibrationReport(report), { language: 'pt-BR', evidence }));`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' });
  return out;
}

function attachments(pdf: string): Map<string, Buffer> {
  const list = execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' });
  const names = [...list.matchAll(/^\d+: (.+)$/gm)].map((m) => m[1] as string);
  const dir = mkdtempSync(join(tmpdir(), 'ohp-axpro-detach-'));
  execFileSync('pdfdetach', ['-saveall', '-o', dir, pdf]);
  return new Map(names.map((name) => [name, readFileSync(join(dir, name))]));
}

describe("the AxPro report screen's evidence", () => {
  it('a saved measurement: its file byte for byte and report-data.json with the workday and its result', () => {
    const files = attachments(renderInNode(true));
    expect([...files.keys()].sort()).toEqual(['axpro-0001.txt', 'report-data.json']);
    expect(files.get('axpro-0001.txt')?.toString('utf8')).toBe(record);
    const data = JSON.parse(files.get('report-data.json')?.toString('utf8') ?? '{}');
    const outcome = assessWorkday(components, 480, 'whole-body');
    if (!outcome.ok) throw new Error(outcome.key);
    expect(data).toMatchObject({
      format: 'ohp-report-data',
      version: 1,
      domain: 'vibration',
      workdayMin: 480,
    });
    expect(data.assessment.result.aren).toBeCloseTo(outcome.result.aren, 10);
    expect(data.assessment.input.components[0].description).toBe('empilhadeira');
  }, 60_000);

  it('components alone: the components as the screen read them, as components.json', () => {
    const files = attachments(renderInNode(false));
    expect([...files.keys()].sort()).toEqual(['components.json', 'report-data.json']);
    expect(JSON.parse(files.get('components.json')?.toString('utf8') ?? '')).toEqual(components);
  }, 60_000);

  it('in the browser the same evidence goes to the archive options (no file: components.json)', () => {
    const outcome = assessWorkday(components, 480, 'hand-arm');
    if (!outcome.ok) throw new Error(outcome.key);
    const report = workdayReportInput({
      language: 'en',
      input: outcome.input,
      result: outcome.result,
      form: { context: {} },
      logoDataUrl: undefined,
    });
    const evidence = workdayReportEvidence({ components, workdayMin: 480, input: outcome.input, report });
    expect(evidence.raw).toMatchObject({ fileName: 'components.json', mediaType: 'application/json' });
    expect(vibrationNormLabel['hand-arm']).toContain('NHO 10');
  });
});
