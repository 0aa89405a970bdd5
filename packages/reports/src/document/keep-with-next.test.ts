import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { dataTable, keyValueGrid, sectionTitle } from './blocks.ts';
import { keepTitlesWithNext } from './keep-with-next.ts';

type Node = { unbreakable?: boolean; stack?: Content[]; table?: { body: unknown[]; headerRows?: number } };

describe('a section title travels with the start of what follows', () => {
  it('a small block is grouped whole with its title', () => {
    const [group, ...rest] = keepTitlesWithNext([
      sectionTitle('Identificação'),
      keyValueGrid([['a', 'b']]),
    ]) as Node[];
    expect(rest).toHaveLength(0);
    expect(group?.unbreakable).toBe(true);
    expect(group?.stack).toHaveLength(2);
  });
  it('a long table lends only its header and first 3 rows; every row is kept, none twice', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`r${i}`]);
    const out = keepTitlesWithNext([sectionTitle('Períodos'), dataTable(['h'], rows)]) as Node[];
    expect(out).toHaveLength(2);
    const lead = out[0]?.stack?.[1] as Node;
    expect(lead.table?.body).toHaveLength(1 + 3);
    expect(out[1]?.unbreakable).toBeUndefined();
    expect(out[1]?.table?.body).toHaveLength(37);
    expect(out[1]?.table?.headerRows).toBe(0);
  });
  it('an unbreakable group that follows absorbs the title; other content is left alone', () => {
    const chart: Content = { unbreakable: true, stack: [{ text: 'caption' }, { text: 'svg' }] };
    const out = keepTitlesWithNext([{ text: 'x' }, sectionTitle('Gráficos'), chart]) as Node[];
    expect(out[0]).toEqual({ text: 'x' });
    expect(out[1]?.stack).toHaveLength(3);
  });
});
