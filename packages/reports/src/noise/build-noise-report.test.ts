import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildNoiseReport } from './build-noise-report.ts';
import { sampleNoiseReportInput } from './test-sample-input.ts';

function pdfToText(pdf: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-noise-'));
  const file = join(dir, 'noise.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe('noise report PDF', () => {
  it('carries identification, both norms with judgement, protector, clipping and signature (pt-BR)', async () => {
    const pdf = await renderPdf(buildNoiseReport(sampleNoiseReportInput('pt-BR')));
    const { text, pages } = pdfToText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      'Relatório de dosimetria de ruído',
      'João da Silva',
      'NR-15 Anexo 1',
      'NHO-01',
      '131,9 %',
      'Acima do limite de exposição',
      'Adotar medidas corretivas imediatas',
      '69,6 dB(A)',
      'Intervalo de almoço',
      'CAL-2026-0042',
      'Ana Souza',
      `Página 1 de ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is translated (en) with decimal points', async () => {
    const { text } = pdfToText(await renderPdf(buildNoiseReport(sampleNoiseReportInput('en'))));
    expect(text).toContain('Noise dosimetry report');
    expect(text).toContain('131.9 %');
    expect(text).toContain('Above the exposure limit');
    expect(text).not.toContain('Relatório');
  });

  it('embeds charts as vectors, not images', async () => {
    const definition = buildNoiseReport(sampleNoiseReportInput('es'));
    const svgs = JSON.stringify(definition.content).match(/<svg/g) ?? [];
    expect(svgs.length).toBe(3);
  });
});
