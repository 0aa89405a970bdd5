import type { ArchiveEntry } from '@ohp/contracts';
import type { EntryRow } from './archive-repository.ts';

/** The API's view of an entry (contracts' archiveEntrySchema). */
export function entryView(row: EntryRow): ArchiveEntry {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    parentId: row.parentId,
    size: row.size,
    ownerId: row.ownerId,
    contentType: row.contentType,
    resource:
      row.resourceType && row.resourceId
        ? {
            type: row.resourceType,
            id: row.resourceId,
            domain: row.resourceDomain as NonNullable<ArchiveEntry['resource']>['domain'],
            family: row.resourceFamily as NonNullable<ArchiveEntry['resource']>['family'],
          }
        : null,
    permission: row.permission,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
