import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeCo2Exposure, epochMs, seconds } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildCo2Report } from './build-co2-report.ts';
import { co2ReportInputFrom } from './from-exposure.ts';
import { sampleCo2ReportInput } from './test-sample-input.ts';

function pdfToText(pdf: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-co2-'));
  const file = join(dir, 'co2.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe('CO2 report PDF', () => {
  it('carries identification, instrument, both standards with verdicts, the indoor-air reference, periods and signature (pt-BR)', async () => {
    const { text, pages } = pdfToText(await renderPdf(buildCo2Report(sampleCo2ReportInput('pt-BR'))));
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const expected of [
      'Relatório de avaliação de dióxido de carbono (CO2)',
      'João da Silva',
      'CAL-2026-0107',
      'NR-15 Anexo 11 — dióxido de carbono',
      '4.290 ppm',
      // The demonstration: 45 one-minute registers around 4,400 ppm, above the maximum value.
      'Situação de risco grave e iminente',
      'Dentro do limite de tolerância',
      'Dentro dos TLVs da ACGIH',
      'ANVISA RE nº 9/2003',
      'Acima da referência de qualidade do ar interior',
      'Períodos de 15 minutos acima dos limites',
      // Dates dd/MM/yyyy like the rest of the reports.
      '02/04/2026 10:00',
      'Demonstração com gelo seco',
      'Ana Souza',
      `Página 1 de ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is translated (en) with decimal points', async () => {
    const { text } = pdfToText(await renderPdf(buildCo2Report(sampleCo2ReportInput('en'))));
    expect(text).toContain('Carbon dioxide (CO2) assessment report');
    expect(text).toContain('Grave and imminent risk');
    expect(text).toContain('4,290 ppm');
    expect(text).not.toContain('Relatório');
  });

  it('shows only the standard asked for, and always the indoor-air reference', async () => {
    const { text } = pdfToText(await renderPdf(buildCo2Report(sampleCo2ReportInput('en', 'acgih'))));
    expect(text).toContain('ACGIH — TLV-TWA and TLV-STEL');
    expect(text).not.toContain('NR-15 Annex 11 — carbon dioxide');
    expect(text).toContain('Indoor-air-quality reference');
  });

  it('embeds the two charts as vectors, not images', () => {
    const definition = buildCo2Report(sampleCo2ReportInput('es'));
    const json = JSON.stringify(definition.content);
    expect(json.match(/<svg/g)).toHaveLength(2);
    expect(json).not.toContain('data:image/png');
  });

  it('writes "at least" for a saturated record and relative times for a CSV timed from its start', async () => {
    const co2 = Float64Array.from({ length: 30 }, (_, i) => (i === 20 ? 50000 : 1200));
    const series = {
      startMs: epochMs(0),
      timeBase: 'relative' as const,
      intervalS: seconds(60),
      offsetsS: Float64Array.from({ length: 30 }, (_, i) => i * 60),
      co2,
      rangePpm: 50000,
    };
    const input = co2ReportInputFrom({
      language: 'en',
      generatedAt: new Date(2026, 3, 2),
      norm: 'both',
      fields: {},
      instrument: { model: 'CSV', source: 'csv' },
      series,
      result: computeCo2Exposure(series),
    });
    const { text } = pdfToText(await renderPdf(buildCo2Report(input)));
    expect(text).toContain('Sensor saturated');
    // Mean (29 × 1,200 + 50,000)/30 = 2,826.7 → "at least 2,827 ppm".
    expect(text).toContain('at least 2,827 ppm');
    expect(text).toContain('times relative to the start of the file');
    expect(text).toContain('+00h15');
    expect(text).toContain('not logged');
  });
});
