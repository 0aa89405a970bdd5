import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { type ArchiveOptions, archivalDefinition } from '../archive/pdfa.ts';

const require = createRequire(import.meta.url);

interface PdfMakeNode {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let configured: PdfMakeNode | undefined;

function pdfmake(): PdfMakeNode {
  if (configured) return configured;
  const instance = require('pdfmake') as PdfMakeNode;
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  instance.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Reports embed only what we give them (data URLs, SVG strings): no network, no other files.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  configured = instance;
  return instance;
}

/**
 * Renders a document definition to PDF bytes in Node (server, CLI, tests): always a PDF/A-3b,
 * with the evidence attached when `archive` carries it (docs/reports.md "Archive format").
 */
export function renderPdf(definition: TDocumentDefinitions, archive?: ArchiveOptions): Promise<Buffer> {
  return pdfmake().createPdf(archivalDefinition(definition, archive)).getBuffer();
}
