import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assessVibration, minutes, ms2, ms175 } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildVibrationReport } from './build-vibration-report.ts';
import { vibrationReportFormSchema } from './report-form.ts';
import type { VibrationReportInput } from './report-input.ts';

const input = {
  evaluation: 'whole-body' as const,
  workdayMin: minutes(480),
  components: [{ minutes: minutes(360), axes: { x: ms2(0.3), y: ms2(0.2), z: ms2(0.5) }, crestFactor: 11 }],
  vdv: [{ x: ms175(4), y: ms175(3), z: ms175(8), sampleMin: minutes(60), exposureMin: minutes(360) }],
};

function report(language: 'pt-BR' | 'en' | 'es'): VibrationReportInput {
  const history = Float64Array.from({ length: 600 }, (_, i) => 0.4 + 0.1 * Math.sin(i / 20));
  return {
    language,
    generatedAt: new Date(2026, 1, 5, 17, 0),
    instrument: { model: 'AxPro', serialNumber: '24030001507A', firmware: '2.3.1' },
    source: { kind: 'record', model: 'AxPro', intervalS: 1, start: '2026-02-05T08:10:00', durationMin: 10 },
    components: input.components,
    result: assessVibration(input),
    charts: {
      history: {
        startMs: new Date(2026, 1, 5, 8, 10).getTime(),
        intervalS: 1,
        x: history,
        y: history,
        z: history,
      },
      spectrum: {
        resolution: 'octave',
        centres: [1, 2, 4, 8],
        x: [0.1, 0.2, 0.3, 0.1],
        y: [0.1, 0.1, 0.1, 0.1],
        z: [0.2, 0.5, 0.4, 0.1],
      },
    },
    form: vibrationReportFormSchema.parse({
      context: { employee: 'Carlos Pereira', evaluatorName: 'Ana Souza', evaluatorRegistration: 'CREA 1' },
      componentNames: ['Empilhadeira'],
    }),
  };
}

const text = async (language: 'pt-BR' | 'en' | 'es') => {
  const pdf = await renderPdf(buildVibrationReport(report(language)));
  const path = join(mkdtempSync(join(tmpdir(), 'ohp-vib-report-')), 'r.pdf');
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
};

describe('buildVibrationReport', () => {
  it('shows method, components, results with class, action, NR-15 verdict and crest warning (en)', async () => {
    const t = await text('en');
    expect(t).toContain('Vibration assessment report');
    expect(t).toContain('Whole body — NHO-09');
    expect(t).toContain('x: Wd, y: Wd, z: Wk (ISO 8041)');
    expect(t).toContain('fx = 1.4, fy = 1.4, fz = 1.0');
    expect(t).toContain('Empilhadeira');
    // aren = 0.6153 and VDVR = 13.41 from the worked example of assess.test.ts.
    expect(t).toMatch(/\(aren\)\s+0\.615 m\/s²/);
    expect(t).toMatch(/\(VDVR\)\s+13\.41 m\/s ?1\.75/);
    expect(t).toContain('Above the action level');
    expect(t).toContain('At least adopt preventive measures');
    expect(t).toContain('Does not characterise unhealthy work (insalubridade) (NR-15 Annex 8).');
    expect(t).not.toMatch(/grade|grau/i);
    expect(t).toContain('Crest factor 11.0 above 9');
    expect(t).toContain('Weighted acceleration per axis over time');
    expect(t).toContain('Spectrum per axis in octave bands');
    expect(t).toContain('Ana Souza');
  });

  it('pt-BR and es use their words and decimal commas', async () => {
    const pt = await text('pt-BR');
    expect(pt).toContain('Relatório de avaliação de vibração');
    expect(pt).toMatch(/\(aren\)\s+0,615 m\/s²/);
    expect(pt).toContain('No mínimo adoção de medidas preventivas');
    const es = await text('es');
    expect(es).toContain('Informe de evaluación de vibración');
    expect(es).toContain('Como mínimo, adoptar medidas preventivas');
  });
});
