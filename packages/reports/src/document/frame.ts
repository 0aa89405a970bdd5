import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { keepTitlesWithNext } from './keep-with-next.ts';
import { reportColors, reportStyles } from './theme.ts';

export interface ReportFrame {
  title: string;
  subtitle?: string;
  /** PNG or JPEG as a data URL (the user's company logo). */
  logoDataUrl?: string;
  /** e.g. "Gerado em 05/01/2026 07:08:09" */
  generatedLine: string;
  /** e.g. (page, count) => "Página 1 de 3" */
  pageLabel: (page: number, count: number) => string;
  content: Content[];
  metadata?: { author?: string; subject?: string; keywords?: string };
}

/** A4 portrait with the logo and title on top, generation line and page numbers at the foot. */
export function buildReportDocument(frame: ReportFrame): TDocumentDefinitions {
  const titleBlock: Content = {
    stack: [
      { text: frame.title, style: 'title' },
      ...(frame.subtitle
        ? [
            {
              text: frame.subtitle,
              style: 'subtitle',
              margin: [0, 2, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  };
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: {
      title: frame.title,
      author: frame.metadata?.author,
      subject: frame.metadata?.subject,
      keywords: frame.metadata?.keywords,
      creator: 'OHP platform',
      producer: 'OHP platform',
    },
    // A section title never ends a page: it moves to the next one with what follows it.
    pageBreakBefore: (node, queries) =>
      node.style === 'section' && queries.getFollowingNodesOnPage().length < 3,
    defaultStyle: { font: 'Roboto', fontSize: 9, color: reportColors.text, lineHeight: 1.15 },
    styles: reportStyles,
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 14, 40, 0],
      columns: [
        { text: frame.generatedLine, style: 'small' },
        { text: frame.pageLabel(currentPage, pageCount), style: 'small', alignment: 'right' },
      ],
    }),
    content: [
      {
        columns: frame.logoDataUrl
          ? [
              { image: frame.logoDataUrl, fit: [110, 48], width: 120 },
              { ...titleBlock, width: '*', margin: [8, 6, 0, 0] },
            ]
          : [titleBlock],
      },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.2, lineColor: reportColors.accent },
        ],
        margin: [0, 0, 0, 8],
      },
      ...keepTitlesWithNext(frame.content),
    ],
  };
}
