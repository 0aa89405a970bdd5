import { randomUUID } from 'node:crypto';
import type { DocumentCategory, SupportItem, SupportUploadFields } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import { isPdf, posterType, videoType } from './media-types.ts';
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

/** Support content: what the first bytes say decides whether an upload is accepted. */
export function createSupportService(deps: { repository: SupportRepository; storage: FileStorage }) {
  const { repository, storage } = deps;

  async function save(kind: 'document' | 'video', fields: Fields, data: Buffer, mimeType: string) {
    const category: DocumentCategory | null = kind === 'document' ? (fields.category ?? 'manual') : null;
    const id = randomUUID();
    const storageKey = `support/${kind}s/${id}`;
    await storage.put(storageKey, data);
    return repository.insert({
      id,
      kind,
      family: fields.family ?? null,
      category,
      title: { 'pt-BR': fields.titlePtBR, en: fields.titleEn, es: fields.titleEs },
      description: { 'pt-BR': fields.descriptionPtBR, en: fields.descriptionEn, es: fields.descriptionEs },
      mimeType,
      size: data.length,
      storageKey,
    });
  }

  async function load(kind: 'document' | 'video', id: string) {
    const row = await repository.find(kind, id);
    const data = row ? await storage.get(row.storageKey) : undefined;
    if (!row || !data) throw notFound(kind === 'document' ? 'admin:documentNotFound' : 'admin:videoNotFound');
    return { row, data };
  }

  return {
    list: repository.list,
    addDocument(fields: Fields, data: Buffer) {
      if (!isPdf(data)) throw badRequest('errors:notAPdf');
      return save('document', fields, data, 'application/pdf');
    },
    addVideo(fields: Fields, data: Buffer) {
      const type = videoType(data);
      if (!type) throw badRequest('admin:notAVideo');
      return save('video', fields, data, type);
    },
    async setPoster(id: string, data: Buffer) {
      const type = posterType(data);
      if (!type) throw badRequest('admin:notAPoster');
      if (!(await repository.find('video', id))) throw notFound('admin:videoNotFound');
      const key = `support/posters/${id}`;
      await storage.put(key, data);
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
    document: (id: string) => load('document', id),
    video: (id: string) => load('video', id),
    async poster(id: string) {
      const row = await repository.find('video', id);
      const data = row?.posterKey ? await storage.get(row.posterKey) : undefined;
      if (!data) throw notFound('admin:videoNotFound');
      return { data, type: posterType(data) ?? 'application/octet-stream' };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
