import { randomUUID } from 'node:crypto';
import type { DocumentCategory, SupportItem, SupportUploadFields } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { StreamedFile } from '../../http/stream-upload.ts';
import { isPdfBytes, isPdfFile } from '../common/pdf-file.ts';
import type { FileStorage, StoredRange, StoredRead } from '../storage/storage.ts';
import { posterType, videoType } from './media-types.ts';
import type { SupportRepository, SupportRow } from './support-repository.ts';

type Fields = Required<Omit<SupportUploadFields, 'family' | 'category'>> &
  Pick<SupportUploadFields, 'family' | 'category'>;

export const supportView = (row: SupportRow, language: Language): SupportItem => ({
  id: row.id,
  kind: row.kind,
  family: row.family as SupportItem['family'],
  category: row.category,
  title: row.title[language],
  description: row.description[language],
  mimeType: row.mimeType,
  size: row.size,
  hasPoster: row.posterKey !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A file to add: an upload streamed to a temporary file (`http/stream-upload.ts`, its first bytes
 * kept in `head`), or bytes built in memory (the demo content).
 */
export type SupportFile = Buffer | Pick<StreamedFile, 'path' | 'size' | 'head'>;

const headOf = (file: SupportFile): Buffer => (Buffer.isBuffer(file) ? file : file.head);
const sizeOf = (file: SupportFile): number => (Buffer.isBuffer(file) ? file.length : file.size);
const isPdf = (file: SupportFile): Promise<boolean> =>
  Buffer.isBuffer(file) ? Promise.resolve(isPdfBytes(file)) : isPdfFile(file);

/**
 * Support content: what the bytes say (never the client's name or type) decides whether an upload
 * is accepted; a refused file is never stored.
 */
export function createSupportService(deps: { repository: SupportRepository; storage: FileStorage }) {
  const { repository, storage } = deps;

  /** Stores the file (a rename of the temporary file on a local disk). */
  const put = (key: string, file: SupportFile) =>
    Buffer.isBuffer(file) ? storage.put(key, file) : storage.putFile(key, file.path);

  async function save(kind: 'document' | 'video', fields: Fields, file: SupportFile, mimeType: string) {
    const category: DocumentCategory | null = kind === 'document' ? (fields.category ?? 'manual') : null;
    const id = randomUUID();
    const storageKey = `support/${kind}s/${id}`;
    await put(storageKey, file);
    try {
      return await repository.insert({
        id,
        kind,
        family: fields.family ?? null,
        category,
        title: { 'pt-BR': fields.titlePtBR, en: fields.titleEn, es: fields.titleEs },
        description: { 'pt-BR': fields.descriptionPtBR, en: fields.descriptionEn, es: fields.descriptionEs },
        mimeType,
        size: sizeOf(file),
        storageKey,
      });
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  }

  const missing = (kind: 'document' | 'video') =>
    notFound(kind === 'document' ? 'admin:documentNotFound' : 'admin:videoNotFound');

  async function find(kind: 'document' | 'video', id: string): Promise<SupportRow> {
    const row = await repository.find(kind, id);
    if (!row) throw missing(kind);
    return row;
  }

  /**
   * The item's file (or the byte range of it) as a stream read as it is sent: a request holds a
   * read buffer, never the whole file. The row's size decides the answer's headers before the file
   * is opened, so a stored file of another size is an error, not a wrong answer.
   */
  async function open(row: SupportRow, range?: StoredRange): Promise<StoredRead> {
    const opened = await storage.openRead(row.storageKey, range);
    if (!opened) throw missing(row.kind);
    if (opened.size !== row.size) {
      opened.body.destroy();
      throw new Error(
        `Stored file of ${row.kind} ${row.id} has ${opened.size} bytes, its row says ${row.size}`,
      );
    }
    return opened;
  }

  return {
    list: repository.list,
    /** A PDF as the reports are checked: version header, no HTML markup, `%%EOF` at the end. */
    async addDocument(fields: Fields, file: SupportFile) {
      if (!(await isPdf(file))) throw badRequest('errors:notAPdf');
      return save('document', fields, file, 'application/pdf');
    },
    addVideo(fields: Fields, file: SupportFile) {
      const type = videoType(headOf(file));
      if (!type) throw badRequest('admin:notAVideo');
      return save('video', fields, file, type);
    },
    async setPoster(id: string, file: SupportFile) {
      const type = posterType(headOf(file));
      if (!type) throw badRequest('admin:notAPoster');
      if (!(await repository.find('video', id))) throw notFound('admin:videoNotFound');
      const key = `support/posters/${id}`;
      await put(key, file);
      const row = await repository.setPoster(id, key);
      if (!row) throw notFound('admin:videoNotFound');
      return row;
    },
    async remove(id: string): Promise<SupportRow> {
      const row = await repository.delete(id);
      if (!row) throw notFound('admin:contentNotFound');
      await storage.delete(row.storageKey);
      if (row.posterKey) await storage.delete(row.posterKey);
      return row;
    },
    async setCategory(id: string, category: DocumentCategory): Promise<SupportRow> {
      const row = await repository.setCategory(id, category);
      if (!row) throw notFound('admin:documentNotFound');
      return row;
    },
    find,
    open,
    async poster(id: string) {
      const row = await repository.find('video', id);
      const data = row?.posterKey ? await storage.get(row.posterKey) : undefined;
      if (!data) throw notFound('admin:videoNotFound');
      return { data, type: posterType(data) ?? 'application/octet-stream' };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
