import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type ArchiveSort,
  archiveMessageKeys,
  archiveNameField,
  archivePermissionBits,
  hasArchivePermission,
} from '@ohp/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { ownerKey } from '../common/owner-scope.ts';
import type { FileStorage, StoredRead } from '../storage/storage.ts';
import type { Access, ArchiveRepository, EntryRow } from './archive-repository.ts';
import { isUniqueViolation } from './archive-sql-repository.ts';

const { view, include } = archivePermissionBits;
const missing = () => notFound(archiveMessageKeys.notFound);
const nameTaken = () => new AppError(409, archiveMessageKeys.nameTaken);
export const quotaExceeded = () => new AppError(413, archiveMessageKeys.quotaExceeded);

/** A name from an upload (the browser's file name): the contract's rule, its refusal translated. */
export function checkedName(name: string): string {
  const parsed = archiveNameField.safeParse(name);
  if (!parsed.success) throw badRequest(archiveMessageKeys.nameInvalid);
  return parsed.data;
}

/** Breadcrumbs of a folder for its caller: from the root (owner) or the top shared entry down. */
function breadcrumbsOf(userId: string, access: Access): Array<{ id: string; name: string }> {
  const { chain } = access;
  if (access.entry.ownerId === userId) return chain.map(({ id, name }) => ({ id, name }));
  let bits = 0;
  const start = chain.findIndex((step) => {
    bits |= step.bits;
    return hasArchivePermission(bits, view);
  });
  return chain.slice(Math.max(start, 0)).map(({ id, name }) => ({ id, name }));
}

/**
 * The archive's rules (docs/archive.md). The owner holds every bit and alone shares, renames,
 * moves and deletes; bit 1 (view) lets a user see and download an entry and everything under it;
 * bit 2 (include) lets a user add under it, and what they add belongs to the tree's owner. An entry
 * the caller may not see answers 404, whatever it is.
 */
export function createArchiveService(deps: { repository: ArchiveRepository; storage: FileStorage }) {
  const { repository, storage } = deps;

  /** The entry as the caller may know it: 404 when it does not exist or nothing reaches the caller. */
  async function reach(userId: string, id: string): Promise<Access> {
    const access = await repository.access(userId, id);
    if (!access || access.entry.permission === 0) throw missing();
    return access;
  }

  async function visible(userId: string, id: string): Promise<Access> {
    const access = await reach(userId, id);
    if (!hasArchivePermission(access.entry.permission, view)) throw missing();
    return access;
  }

  /** Only the owner changes an entry; a user who sees it gets 403, anyone else 404. */
  async function owned(userId: string, id: string): Promise<EntryRow> {
    const { entry } = await visible(userId, id);
    if (entry.ownerId !== userId) throw forbidden(archiveMessageKeys.ownerOnly);
    return entry;
  }

  /** Where something may be added: the caller's root, or a folder the caller holds include on. */
  async function target(userId: string, parentId: string | undefined | null) {
    if (!parentId) return { ownerId: userId, parentId: null };
    const { entry } = await reach(userId, parentId);
    const seen = hasArchivePermission(entry.permission, view);
    if (!hasArchivePermission(entry.permission, include)) {
      throw seen ? forbidden(archiveMessageKeys.noInclude) : missing();
    }
    if (entry.kind !== 'folder') throw badRequest(archiveMessageKeys.notAFolder);
    return { ownerId: entry.ownerId, parentId: entry.id };
  }

  async function withSizes(rows: EntryRow[]): Promise<EntryRow[]> {
    const sizes = await repository.folderSizes(rows.filter((r) => r.kind === 'folder').map((r) => r.id));
    return rows.map((r) => (r.kind === 'folder' ? { ...r, size: sizes.get(r.id) ?? 0 } : r));
  }

  return {
    async list(
      userId: string,
      query: { parentId?: string | undefined; sort: ArchiveSort; page: number; pageSize: number },
    ) {
      let ownerId = userId;
      let permission = 3;
      let breadcrumbs: Array<{ id: string; name: string }> = [];
      if (query.parentId) {
        const access = await visible(userId, query.parentId);
        if (access.entry.kind !== 'folder') throw missing();
        ownerId = access.entry.ownerId;
        permission = access.entry.permission;
        breadcrumbs = breadcrumbsOf(userId, access);
      }
      const page = await repository.children(userId, ownerId, query.parentId ?? null, {
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const rows = page.rows.map((r) => ({
        ...r,
        permission: r.ownerId === userId ? 3 : permission | (page.shared.get(r.id) ?? 0),
      }));
      return { breadcrumbs, permission, items: await withSizes(rows), total: page.total };
    },

    async search(userId: string, q: string, sort: ArchiveSort) {
      return withSizes(await repository.search(userId, q, sort, 200));
    },

    async sharedWithMe(userId: string) {
      return withSizes(await repository.sharedWithMe(userId));
    },

    permissions: (userId: string) => repository.permissions(userId),

    async createFolder(userId: string, input: { name: string; parentId?: string | undefined }) {
      const place = await target(userId, input.parentId);
      try {
        const row = await repository.insertFolder(place.ownerId, place.parentId, input.name);
        return { ...row, permission: place.ownerId === userId ? 3 : row.permission };
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /**
     * Files an uploaded file (already streamed to a temporary file): refused before anything is
     * stored when it cannot fit the owner's quota; then the row is inserted and the file moved to
     * storage in one transaction (the usage trigger re-checks the quota under a row lock).
     */
    async addFile(
      userId: string,
      input: {
        parentId?: string | undefined;
        name: string;
        contentType: string;
        file: { path: string; size: number };
      },
    ): Promise<EntryRow> {
      const name = checkedName(input.name);
      const place = await target(userId, input.parentId);
      const usage = await repository.usage(place.ownerId);
      if (usage.usedBytes + input.file.size > usage.quotaBytes) throw quotaExceeded();
      const id = randomUUID();
      const storageKey = ownerKey({ ownerId: place.ownerId }, 'archive', id);
      let stored = false;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await repository.insertFile(
            { id, ...place, name, size: input.file.size, contentType: input.contentType, storageKey },
            async () => {
              await storage.putFile(storageKey, input.file.path);
              stored = true;
            },
          );
          return { ...row, permission: place.ownerId === userId ? 3 : row.permission };
        } catch (error) {
          if (stored) await storage.delete(storageKey);
          // Two uploads of the same name at once: the second takes the next free suffix.
          if (isUniqueViolation(error) && attempt < 20 && !stored) continue;
          throw error;
        }
      }
    },

    async update(
      userId: string,
      id: string,
      patch: { name?: string | undefined; parentId?: string | null | undefined },
    ) {
      const entry = await owned(userId, id);
      if (patch.parentId) {
        const { entry: destination } = await visible(userId, patch.parentId);
        // Moves stay inside the owner's own tree.
        if (destination.ownerId !== userId) throw missing();
        if (destination.kind !== 'folder') throw badRequest(archiveMessageKeys.notAFolder);
        if (await repository.isWithin(destination.id, entry.id))
          throw badRequest(archiveMessageKeys.moveIntoItself);
      }
      try {
        return await repository.update(id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.parentId !== undefined ? { parentId: patch.parentId } : {}),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      const keys = await repository.remove(id);
      await Promise.all(keys.map((key) => storage.delete(key)));
    },

    /**
     * A file the caller may see and how to open it: a stored file streams from storage (a request
     * holds a read buffer, never the file); a component's bytes are its JSON, built here.
     */
    async download(userId: string, id: string): Promise<{ entry: EntryRow; open(): Promise<StoredRead> }> {
      const { entry } = await visible(userId, id);
      if (entry.kind !== 'file') throw missing();
      const { storageKey } = entry;
      if (storageKey) {
        return {
          entry,
          async open() {
            const opened = await storage.openRead(storageKey);
            if (!opened) throw missing();
            return opened;
          },
        };
      }
      if (entry.resourceType === 'component' && entry.resourceId) {
        const json = await repository.componentData(entry.resourceId);
        const data = Buffer.from(JSON.stringify(json ?? null, null, 2));
        return { entry, open: async () => ({ body: Readable.from([data]), size: data.length }) };
      }
      throw missing();
    },

    /** Refuses an upload of at least `bytes` under `parentId` (or the root) that cannot fit. */
    async precheck(userId: string, parentId: string | undefined, bytes: number): Promise<void> {
      const place = await target(userId, parentId);
      const usage = await repository.usage(place.ownerId);
      if (bytes > 0 && usage.usedBytes + bytes > usage.quotaBytes) throw quotaExceeded();
    },

    owned,
    usage: (userId: string) => repository.usage(userId),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
