import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assessHeat, assessHeatSeries, type HeatSeries } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildHeatReport } from './build-heat-report.ts';
import { heatReportInputFrom } from './from-assessment.ts';
import { heatReportFormSchema } from './report-form.ts';

function pdfToText(pdf: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-heat-'));
  const file = join(dir, 'heat.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

// 3 h at one reading a minute from 08:00: tbn 22, tg 30 (IBUTG 24.4), except minutes 60–119 at
// tbn 26, tg 40 (IBUTG 30.2) at RH 60 %; minute 150 has a dry wick (tbn 29.5 at tbs 30, RH 40 %).
const n = 180;
const series: HeatSeries = {
  timeBase: 'absolute',
  startMs: new Date(2024, 1, 1, 8, 0, 0).getTime(),
  intervalS: 60,
  tg: Float64Array.from({ length: n }, (_, i) => (i >= 60 && i < 120 ? 40 : 30)),
  tbn: Float64Array.from({ length: n }, (_, i) => (i === 150 ? 29.5 : i >= 60 && i < 120 ? 26 : 22)),
  tbs: Float64Array.from({ length: n }, () => 30),
  rh: Float64Array.from({ length: n }, (_, i) => (i >= 60 && i < 120 ? 60 : 40)),
  lineOf: Int32Array.from({ length: n }, (_, i) => i + 3),
};

function recordInput(language: Language, unit: 'C' | 'F' = 'C', activity?: string) {
  const options = {
    norm: 'nr15-2019' as const,
    solarLoad: false,
    hood: true,
    clothingIncrementC: 0.5,
    openSkyWithoutArtificialSource: false,
    situations: [],
    activities: [{ minutes: 60, metabolicRate: 300 }] as {
      minutes: number;
      metabolicRate: number;
      activity?: string;
    }[],
  };
  const s = assessHeatSeries(series, options);
  if (!s?.assessment.ok) throw new Error('no assessment');
  if (activity) options.activities = [{ minutes: 60, metabolicRate: 300, activity }];
  return heatReportInputFrom({
    language,
    generatedAt: new Date(2024, 1, 2, 9, 0, 0),
    unit,
    form: heatReportFormSchema.parse({
      context: { employee: 'João da Silva', evaluatorName: 'Ana Souza', evaluatorRegistration: 'CREA 123' },
      certificate: { laboratory: 'Lab Calibra', number: 'C-118', date: '2024-01-10', nextDate: '2025-01-10' },
      clothing: 'smsPolypropylene',
    }),
    options,
    assessment: s.assessment.data,
    reading: { series, source: 'record', model: 'ITEMP', serialNumber: 'IT0001004B' },
    series: s,
  });
}

describe('heat report PDF', () => {
  it('record mode (pt-BR): window, results, judgement, every flag, notes, certificate, signature', async () => {
    const input = recordInput('pt-BR');
    // The window is minutes 60–119: IBUTG 0.7·26 + 0.3·40 = 30.2 °C; + 0.5 (SMS) + 1 (hood) = 31.7 °C.
    // M 300 W: limit 28.2 °C, action level 24.9 °C.
    expect(input.result.ibutg).toBeCloseTo(31.7, 10);
    const { text, pages } = pdfToText(await renderPdf(buildHeatReport(input)));
    for (const expected of [
      'Relatório de avaliação da exposição ao calor',
      'João da Silva',
      'IT0001004B',
      'C-118',
      '01/02/2024 09:00:00',
      '30,2 °C',
      '31,7 °C',
      '28,2 °C',
      '24,9 °C',
      'Acima do limite de exposição',
      'Adoção imediata de medidas corretivas.',
      'Caracteriza insalubridade',
      'Primeiros 25 min',
      'pavio seco?',
      'linha 153',
      'regra do produto',
      'aclimatizados',
      'Macacão de polipropileno SMS',
      'Ana Souza',
      `Página 1 de ${pages}`,
    ])
      expect(text).toContain(expected);
  });

  it('in English and °F: 31.7 °C is 89.1 °F, the 0.5 + 1 °C increments 2.7 °F', async () => {
    const { text } = pdfToText(await renderPdf(buildHeatReport(recordInput('en', 'F'))));
    expect(text).toContain('Heat exposure assessment report');
    expect(text).toContain('89.1 °F');
    expect(text).toContain('+2.7 °F');
    expect(text).not.toContain('Relatório');
  });

  it('situations mode under the 1978 text (es): the regime, no chart', async () => {
    const options = {
      norm: 'nr15-1978' as const,
      rest: 'local' as const,
      solarLoad: false,
      hood: false,
      clothingIncrementC: 0,
      openSkyWithoutArtificialSource: false,
      situations: [{ minutes: 60, tbn: 25, tg: 35 }],
      activities: [],
    };
    const r = assessHeat({ ...options, workload: 'moderate' });
    if (!r.ok) throw new Error(r.reason.key);
    const definition = buildHeatReport(
      heatReportInputFrom({
        language: 'es',
        generatedAt: new Date(),
        unit: 'C',
        form: heatReportFormSchema.parse({}),
        options,
        assessment: r.data,
      }),
    );
    expect(JSON.stringify(definition.content)).not.toContain('<svg');
    const { text } = pdfToText(await renderPdf(definition));
    // 0.7·25 + 0.3·35 = 28.0 °C, moderate → 45/15.
    expect(text).toContain('28,0 °C');
    expect(text).toContain('Régimen exigido: 45 min de trabajo, 15 min de descanso');
    expect(text).toContain('sin él la actividad caracteriza insalubridad');
    expect(text).toContain('Ninguna salvedad');
  });

  it('draws the chart as a vector', () => {
    const svgs = JSON.stringify(buildHeatReport(recordInput('pt-BR')).content).match(/<svg/g) ?? [];
    expect(svgs.length).toBe(1);
  });
});

describe('chart options', () => {
  it('label the limit and action level in the report language and unit', async () => {
    const { temperaturesOption } = await import('./chart-options.ts');
    const chart = recordInput('pt-BR').chart;
    if (!chart) throw new Error('no chart');
    const option = temperaturesOption(
      chart,
      {
        temperature: 'T',
        time: 't',
        limit: 'Limite',
        actionLevel: 'Nível de ação',
        window: 'Janela',
        unit: '°F',
        format: (v) => String(v).replace('.', ','),
      },
      (c) => (c * 9) / 5 + 32,
    );
    const text = JSON.stringify(option);
    // 28.2 °C = 82.76 °F → 82,8; 24.9 °C = 76.82 °F → 76,8.
    expect(text).toContain('Limite 82,8 °F');
    expect(text).toContain('Nível de ação 76,8 °F');
  });
  it("names the activity picked in Quadro 2 under its heading, in the report's language", () => {
    const table = (language: Language, activity?: string) =>
      JSON.stringify(buildHeatReport(recordInput(language, 'C', activity)).content);
    // 297 W in the table; the hour is assessed at 300 W, the rate the report prints.
    expect(table('pt-BR', 'moving.walk4kmh')).toContain(
      'Em pé, em movimento: Andando no plano, sem carga, a 4 km/h',
    );
    expect(table('en', 'moving.walk4kmh')).toContain(
      'Standing, moving: Walking on the level, no load, at 4 km/h',
    );
    expect(table('es', 'seated.rest')).toContain('Sentado: En reposo');
    // An ISO 8996 class key of the old picker names nothing: the row keeps its number.
    expect(table('pt-BR', 'moderate')).not.toContain('moderate');
    expect(table('pt-BR')).not.toContain('Em pé');
  });
});
