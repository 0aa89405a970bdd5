import type { Content, TableCell } from 'pdfmake/interfaces';
import { reportColors } from './theme.ts';
import { typesetUnits } from './units.ts';

export type Tone = 'ok' | 'attention' | 'danger' | 'neutral';

export function sectionTitle(text: string): Content {
  return { text, style: 'section' };
}

/** Label/value pairs laid out in `columns` pairs per row; empty values show '-'. */
export function keyValueGrid(pairs: Array<[string, string | undefined]>, columns = 2): Content {
  const body: TableCell[][] = [];
  for (let i = 0; i < pairs.length; i += columns) {
    const row: TableCell[] = [];
    for (let c = 0; c < columns; c++) {
      const pair = pairs[i + c];
      row.push(
        pair ? { text: pair[0], style: 'label' } : '',
        pair ? { text: typesetUnits(pair[1] || '-'), style: 'value' } : '',
      );
    }
    body.push(row);
  }
  const widths = Array.from({ length: columns }, () => ['auto', '*']).flat();
  // A row never splits: a long value wraps inside its cell and moves whole to the next page.
  return {
    table: { widths, body, dontBreakRows: true },
    layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingTop: () => 2, paddingBottom: () => 2 },
  };
}

/** A zebra-striped table with a repeated header row; numbers right-aligned by the caller's `align`. */
export function dataTable(
  headers: string[],
  rows: Array<Array<string | number>>,
  options: { widths?: Array<string | number>; align?: Array<'left' | 'right' | 'center'> } = {},
): Content {
  const align = (i: number) => options.align?.[i] ?? 'left';
  return {
    table: {
      headerRows: 1,
      // The header row never stands alone at the foot of a page.
      keepWithHeaderRows: 1,
      widths: options.widths ?? headers.map(() => '*'),
      body: [
        headers.map((h, i) => ({ text: h, style: 'tableHeader', alignment: align(i) })),
        ...rows.map((row) =>
          row.map((cell, i) => ({ text: typesetUnits(String(cell)), fontSize: 8.5, alignment: align(i) })),
        ),
      ],
    },
    layout: {
      fillColor: (rowIndex: number) => (rowIndex > 0 && rowIndex % 2 === 0 ? reportColors.zebra : null),
      hLineColor: () => reportColors.rule,
      vLineColor: () => reportColors.rule,
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
    },
  };
}

const toneColor: Record<Tone, string> = {
  ok: reportColors.ok,
  attention: reportColors.attention,
  danger: reportColors.danger,
  neutral: reportColors.muted,
};

/** A coloured verdict box, e.g. the NHO-01 judgement with its recommended action. */
export function verdictBox(title: string, detail: string, tone: Tone): Content {
  // A verdict is never split over two pages.
  return {
    unbreakable: true,
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: title, bold: true, fontSize: 10, color: toneColor[tone] },
              { text: typesetUnits(detail), fontSize: 8.5, color: reportColors.text, margin: [0, 2, 0, 0] },
            ],
            margin: [6, 4, 6, 4],
          },
        ],
      ],
    },
    layout: {
      hLineColor: () => toneColor[tone],
      vLineColor: () => toneColor[tone],
      hLineWidth: () => 1,
      vLineWidth: (i: number) => (i === 0 ? 4 : 1),
    },
    margin: [0, 4, 0, 4],
  };
}

/** Lines for the evaluator's signature, name and professional registration. */
export function signatureBlock(lines: string[]): Content {
  return {
    unbreakable: true,
    margin: [0, 36, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        stack: [
          {
            canvas: [
              { type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7, lineColor: reportColors.text },
            ],
          },
          ...lines.map((line, i) => ({
            text: line,
            alignment: 'center' as const,
            fontSize: i === 0 ? 9 : 8,
            margin: [0, i === 0 ? 4 : 1, 0, 0] as [number, number, number, number],
          })),
        ],
      },
      { width: '*', text: '' },
    ],
  };
}
