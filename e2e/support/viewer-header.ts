// Issue 27 items 3 and 4, checked inside the page: what the shared viewer header shows, and the
// headings whose words the layout broke inside a word ("Descriç/ão").

export interface ViewerHeaderFacts {
  headers: number;
  family: string;
  model: string;
  serial: string;
  fileName: string;
  period: string;
  summaryCards: number;
  reportFrames: number;
  /** The computed max-width of the viewer's page (one width rule for every family). */
  pageMaxWidth: string;
}

export function viewerHeaderFacts(): ViewerHeaderFacts {
  const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
  const page = document.querySelector('[data-viewer-page]');
  return {
    headers: document.querySelectorAll('[data-testid="viewer-header"]').length,
    family: text('viewer-family'),
    model: text('viewer-model'),
    serial: text('viewer-serial'),
    fileName: text('viewer-file'),
    period: text('viewer-period'),
    summaryCards: document.querySelectorAll('[data-testid="summary-card"]').length,
    reportFrames: document.querySelectorAll('[data-testid="report-frame"]').length,
    pageMaxWidth: page ? getComputedStyle(page).maxWidth : '',
  };
}

/**
 * Headings, table headers, labels and the viewer header's texts whose words were split across
 * two lines (a word's client rects on more than one line). A break at a hyphen, a slash, an
 * underscore or a point is a break between words ("NR-15", "DoseMax / DosePro", a file name's
 * parts), not inside one.
 */
export function brokenHeaderWords(): string[] {
  const found: string[] = [];
  const selector = [
    'h1',
    'h2',
    'h3',
    'h4',
    'th',
    'label',
    'legend',
    '[data-testid="viewer-header"] dt',
    '[data-testid="summary-card"] p',
    '[role="tab"]',
  ].join(', ');
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (const match of value.matchAll(/[^\s\-–—/·()_.]+/g)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1)
          found.push(`${el.tagName.toLowerCase()} "${value.trim().slice(0, 60)}" breaks "${match[0]}"`);
      }
    }
  }
  return [...new Set(found)];
}
