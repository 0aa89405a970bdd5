import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeExposureStatistics, computeNoiseStatistics, levelToDoseFraction } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildStatisticsReport } from './build-statistics-report.ts';
import { normalScores, probabilityPlotOption } from './probability-plot.ts';
import type { StatisticsReportInput, StatisticsReportMeasurement } from './report-input.ts';

function pdfToText(pdf: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-stats-'));
  const file = join(dir, 'stats.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

const values = [23, 41, 17.5, 65, 30.2, 12.8];
const measurements: StatisticsReportMeasurement[] = [
  ...values.map((value, i) => ({
    value,
    worker: `Trabalhador ${i + 1}`,
    date: `2026-03-0${i + 1}`,
    source: `Bomba B-${100 + i}, amostra ${i + 1}`,
  })),
  {
    value: 400,
    worker: 'Trabalhador 7',
    date: '2026-03-09',
    source: 'Bomba B-107',
    excludedReason: 'vazamento',
  },
];

function input(language: Language): StatisticsReportInput {
  return {
    language,
    generatedAt: new Date(2026, 2, 10, 9, 30),
    group: { name: 'GHE-03 Solda', company: 'Metalúrgica Exemplo', sector: 'Caldeiraria' },
    workers: ['Ana Souza', 'João da Silva'],
    agent: { name: 'Fumos metálicos', unit: 'mg/m³' },
    oel: 100,
    measurements,
    statistics: computeExposureStatistics(values, 100),
    evaluator: { name: 'Carla Mendes', registration: 'CREA 12345' },
  };
}

describe('GHE statistics report PDF', () => {
  it('carries the group, workers, measurements with sources and exclusions, statistics, plot and decision (pt-BR)', async () => {
    const { text, pages } = pdfToText(await renderPdf(buildStatisticsReport(input('pt-BR'))));
    for (const expected of [
      'Estatística de exposição do GHE',
      'GHE-03 Solda',
      'Ana Souza · João da Silva',
      'Bomba B-100, amostra 1',
      'excluída: vazamento',
      '27,31 mg/m³', // GM (scipy: 27.30737798286029)
      '98,8 mg/m³', // UTL95,70 (scipy: 98.79626009698607)
      'Categoria AIHA 3',
      'teste estatístico: conforme',
      'Gráfico de probabilidade lognormal',
      'Fundamentação',
      'Carla Mendes',
      `Página 1 de ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/NaN|Infinity|statistics:/);
  });

  it.each([
    ['en', 'GHE exposure statistics', '27.31 mg/m³', 'statistical test: compliant'],
    ['es', 'Estadística de exposición del GES', '27,31 mg/m³', 'prueba estadística: conforme'],
  ] as const)('is translated (%s)', async (language, title, gm, verdict) => {
    const { text } = pdfToText(await renderPdf(buildStatisticsReport(input(language))));
    expect(text).toContain(title);
    expect(text).toContain(gm);
    expect(text.replace(/\s+/g, ' ')).toContain(verdict);
    expect(text).not.toMatch(/NaN|Infinity|statistics:/);
  });

  it('shows noise figures back in dB(A)', async () => {
    const levels = [82.3, 84.1, 86.7, 80.2, 85.5, 83.9];
    const { text } = pdfToText(
      await renderPdf(
        buildStatisticsReport({
          ...input('en'),
          agent: { name: 'Noise', unit: 'dB(A)' },
          oel: 85,
          noise: { exchangeRate: 3 },
          measurements: levels.map((value) => ({ value })),
          statistics: computeNoiseStatistics(levels, 85, 3),
        }),
      ),
    );
    expect(text).toContain('criterion 85 dB(A), exchange rate q = 3');
    expect(text).toContain('(83.78 dB(A))'); // GM level (scipy: 83.78333)
    expect(text).toContain('(87.58 dB(A))'); // P95 level (scipy: 87.5778)
    expect(text).toContain('AIHA category 4');
  });
});

describe('probability plot', () => {
  it('plots each result at its Blom score, the fit through GM·GSD^z and the OEL', () => {
    const stats = computeExposureStatistics(values, 100);
    const option = probabilityPlotOption(
      { values, fitted: (z) => stats.gm * stats.gsd ** z, oel: 100, logAxis: true },
      { score: 'z', value: 'v', results: 'r', fitted: 'f', oel: 'OEL' },
    ) as { series: Array<{ data: number[][] }>; yAxis: { type: string } };
    expect(option.yAxis.type).toBe('log');
    const points = option.series[0]?.data ?? [];
    expect(points.map((p) => p[1])).toEqual([...values].sort((a, b) => a - b));
    // Blom score of the smallest of 6: Φ⁻¹(0.625/6.25) = Φ⁻¹(0.1) = −1.2815515655446004 (scipy norm.ppf).
    expect(points[0]?.[0]).toBeCloseTo(-1.2815515655446004, 12);
    expect(normalScores(6)[5]).toBeCloseTo(1.2815515655446004, 12);
    expect(option.series[2]?.data.map((p) => p[1])).toEqual([100, 100]);
    const fit = option.series[1]?.data ?? [];
    expect(fit[0]?.[1]).toBeCloseTo(stats.gm * stats.gsd ** (fit[0]?.[0] ?? 0), 9);
    expect(levelToDoseFraction(88, 85, 3)).toBeCloseTo(2, 12);
  });
});

describe('noise means', () => {
  it('are dose fractions, never labelled dB(A)', async () => {
    const levels = [82.3, 84.1, 86.7, 80.2, 85.5, 83.9];
    const { text } = pdfToText(
      await renderPdf(
        buildStatisticsReport({
          ...input('en'),
          agent: { name: 'Noise', unit: 'dB(A)' },
          oel: 85,
          noise: { exchangeRate: 5 },
          measurements: levels.map((value) => ({ value })),
          statistics: computeNoiseStatistics(levels, 85, 5),
        }),
      ),
    );
    // scipy (compute_references.py, "noise-q5"): mean 0.8801043852721481, MVUE 0.881342918707815.
    expect(text).toMatch(/Arithmetic mean \(sample\)\s+0\.8801\s*\n/);
    expect(text).toMatch(/Arithmetic mean \(MVUE\)\s+0\.8813\s*\n/);
  });
});
