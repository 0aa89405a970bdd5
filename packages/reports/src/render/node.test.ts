import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderChartSvg } from '../charts/render-svg.ts';
import { dataTable, keyValueGrid, sectionTitle, signatureBlock, verdictBox } from '../document/blocks.ts';
import { buildReportDocument } from '../document/frame.ts';
import { renderPdf } from './node.ts';

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-pdf-'));
  const file = join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('report frame rendered in Node', () => {
  it('produces a PDF whose text carries title, tables, verdict, page numbers and accents', async () => {
    const svg = renderChartSvg(
      {
        xAxis: { type: 'category', data: ['08:00', '09:00', '10:00'] },
        yAxis: { type: 'value' },
        series: [{ type: 'line', data: [80, 92.5, 85] }],
      },
      500,
      200,
    );
    expect(svg.startsWith('<svg')).toBe(true);
    const definition = buildReportDocument({
      title: 'Relatório de dosimetria de ruído',
      subtitle: 'NR-15 Anexo 1',
      generatedLine: 'Gerado em 05/01/2026 07:08:09',
      pageLabel: (page, count) => `Página ${page} de ${count}`,
      content: [
        sectionTitle('Identificação'),
        keyValueGrid([
          ['Empresa avaliada', 'Metalúrgica São João'],
          ['Setor', 'Estamparia'],
          ['Função', ''],
        ]),
        dataTable(['Início', 'Fim', 'Observação'], [['08:00', '08:30', 'Almoço']], {
          align: ['left', 'left', 'left'],
        }),
        { svg, width: 500 },
        verdictBox('Acima do limite de exposição', 'Adotar medidas de controle imediatas', 'danger'),
        signatureBlock(['Ana Souza', 'Engenheira de segurança']),
      ],
    });
    const pdf = await renderPdf(definition);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Relatório de dosimetria de ruído',
      'Metalúrgica São João',
      'Almoço',
      'Acima do limite de exposição',
      'Página 1 de 1',
      'Ana Souza',
    ]) {
      expect(text).toContain(expected);
    }
    // An empty value shows '-' rather than nothing.
    expect(text).toMatch(/Função\s+-/);
  });
});
