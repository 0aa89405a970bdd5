import type { ArchiveEntry } from '@ohp/contracts';

/** The entries of an answer that is either a plain list or a page (`{ items }`). */
export function entriesOf(answer: ArchiveEntry[] | { items: ArchiveEntry[] } | undefined): ArchiveEntry[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.items;
}
