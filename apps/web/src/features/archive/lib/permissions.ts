import {
  type ArchiveEntry,
  type ArchivePermissionEntry,
  archivePermissionBits,
  hasArchivePermission,
} from '@ohp/contracts';

// What the screen offers on an entry (SPEC §6): a permission is held when its bit is set in the
// value for that entry. Owners hold every right and only the owner renames, moves, deletes and
// shares (issue 14 item 3). The server enforces the same rules whatever the screen shows.

export interface EntryRights {
  owner: boolean;
  /** See, open and download. */
  view: boolean;
  /** Add files and folders under it (folders only). */
  include: boolean;
}

/**
 * The caller's value on an entry: the entry's own `permission`, or the SPEC §7 entry of
 * `GET user/get-permission` for it when that one holds more bits (a share made after the list loaded).
 */
export function permissionValue(
  entry: ArchiveEntry,
  entries: readonly ArchivePermissionEntry[] = [],
): number {
  const listed = entries.find((e) => e.archiveId === entry.id)?.value ?? 0;
  return entry.permission | listed;
}

export function rightsOf(
  entry: ArchiveEntry,
  userId: string | undefined,
  entries: readonly ArchivePermissionEntry[] = [],
): EntryRights {
  const owner = userId !== undefined && entry.ownerId === userId;
  const value = owner
    ? archivePermissionBits.view | archivePermissionBits.include
    : permissionValue(entry, entries);
  return {
    owner,
    view: owner || hasArchivePermission(value, archivePermissionBits.view),
    include: entry.kind === 'folder' && (owner || hasArchivePermission(value, archivePermissionBits.include)),
  };
}

/** May the caller add files and folders in the listed folder (`permission` of the list answer)? */
export function canIncludeIn(listPermission: number): boolean {
  return hasArchivePermission(listPermission, archivePermissionBits.include);
}
