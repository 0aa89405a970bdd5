import { type ArchiveOptions, archivalDefinition } from '@ohp/reports/archive';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake's browser build, loaded on first use so it stays out of the main bundle (≈ 2 MB with
// the Roboto fonts). It runs under the production CSP `script-src 'self'`: its only
// `new Function` calls are guarded fallbacks for finding the global object.

interface PdfMakeBrowser {
  addVirtualFileSystem(vfs: Record<string, string>): void;
  setUrlAccessPolicy?: (policy: (url: string) => boolean) => void;
  createPdf(definition: TDocumentDefinitions): { getBlob(): Promise<Blob> };
}

let loading: Promise<PdfMakeBrowser> | undefined;

function load(): Promise<PdfMakeBrowser> {
  loading ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(
    ([pdfmakeModule, vfsModule]) => {
      const pdfMake = ((pdfmakeModule as { default?: unknown }).default ?? pdfmakeModule) as PdfMakeBrowser;
      const vfs = ((vfsModule as { default?: unknown }).default ?? vfsModule) as Record<string, string>;
      pdfMake.addVirtualFileSystem(vfs);
      // Reports embed only data URLs and SVG strings: nothing is fetched.
      pdfMake.setUrlAccessPolicy?.(() => false);
      return pdfMake;
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Renders a pdfmake document definition to a PDF Blob in the browser: a PDF/A-3b like the CLI's,
 * with the evidence attached when `archive` carries it.
 */
export async function renderPdfInBrowser(
  definition: TDocumentDefinitions,
  archive?: ArchiveOptions,
): Promise<Blob> {
  const pdfMake = await load();
  const blob = await pdfMake.createPdf(archivalDefinition(definition, archive)).getBlob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

export { downloadBlob } from '../download-blob';
