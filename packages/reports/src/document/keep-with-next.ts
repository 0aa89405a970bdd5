// A section title never ends a page. pdfmake's pageBreakBefore judges each node once, on the first
// layout pass, so a title pushed to the foot of a page by a later break stays there; an unbreakable
// group of the title with the start of what follows is kept together on every pass. Only the start
// is grouped: pdfmake keeps just the first page of an unbreakable block taller than a page.
import type { Content } from 'pdfmake/interfaces';

/** Rows of a table or items of a list that travel with their title. */
const LEAD = 3;
/** Blocks up to this many rows or items travel whole with their title. */
const SMALL = 14;

type Node = Record<string, unknown>;
const isNode = (c: unknown): c is Node => typeof c === 'object' && c !== null && !Array.isArray(c);
export const isSectionTitle = (c: unknown): boolean => isNode(c) && c.style === 'section';

/** [lead, rest] of a long table (header kept by both) or list; null when the block is small. */
function split(next: Node): [Content, Content] | null {
  const table = next.table as { body?: unknown[]; headerRows?: number } | undefined;
  if (table?.body && table.body.length > SMALL + (table.headerRows ?? 0)) {
    const head = table.headerRows ?? 0;
    const body = table.body;
    const lead = { ...next, table: { ...table, body: body.slice(0, head + LEAD) } };
    // The rest keeps the header row for the pages it runs onto, without printing it twice here.
    const rest = {
      ...next,
      table: { ...table, headerRows: 0, body: body.slice(head + LEAD) },
      margin: [0, 0, 0, 0],
    };
    return [lead as Content, rest as Content];
  }
  const ul = next.ul as unknown[] | undefined;
  if (ul && ul.length > SMALL) {
    return [{ ...next, ul: ul.slice(0, LEAD) } as Content, { ...next, ul: ul.slice(LEAD) } as Content];
  }
  return null;
}

/** Groups each top-level section title with the start of the block that follows it. */
export function keepTitlesWithNext(content: Content[]): Content[] {
  const out: Content[] = [];
  for (let i = 0; i < content.length; i++) {
    const item = content[i] as Content;
    const next = content[i + 1];
    if (!isSectionTitle(item) || !isNode(next)) {
      out.push(item);
      continue;
    }
    const parts = split(next);
    if (parts) out.push({ unbreakable: true, stack: [item, parts[0]] }, parts[1]);
    else if (next.unbreakable === true && Array.isArray(next.stack))
      out.push({ unbreakable: true, stack: [item, ...(next.stack as Content[])] });
    else out.push({ unbreakable: true, stack: [item, next as Content] });
    i++;
  }
  return out;
}
