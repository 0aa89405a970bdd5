import type { DeviceFamily, DocumentCategory } from '@ohp/contracts';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { supportItems } from '../../db/schema-support.ts';

export type SupportRow = typeof supportItems.$inferSelect;
export type NewSupportRow = typeof supportItems.$inferInsert;

/** SQL of the support documents and videos. */
export function createSupportRepository(db: Db) {
  return {
    /**
     * Items of a kind; with a family, that family's and those for every device; with a category
     * (documents), only those of it.
     */
    list(
      kind: 'document' | 'video',
      family?: DeviceFamily,
      category?: DocumentCategory,
    ): Promise<SupportRow[]> {
      const byFamily = family ? or(eq(supportItems.family, family), isNull(supportItems.family)) : undefined;
      const byCategory = category ? eq(supportItems.category, category) : undefined;
      return db
        .select()
        .from(supportItems)
        .where(and(eq(supportItems.kind, kind), byFamily, byCategory))
        .orderBy(desc(supportItems.createdAt), desc(supportItems.id));
    },
    async find(kind: 'document' | 'video', id: string): Promise<SupportRow | undefined> {
      const [row] = await db
        .select()
        .from(supportItems)
        .where(and(eq(supportItems.kind, kind), eq(supportItems.id, id)));
      return row;
    },
    async insert(row: NewSupportRow): Promise<SupportRow> {
      const [inserted] = await db.insert(supportItems).values(row).returning();
      if (!inserted) throw new Error('support item not inserted');
      return inserted;
    },
    async setPoster(id: string, posterKey: string): Promise<SupportRow | undefined> {
      const [row] = await db
        .update(supportItems)
        .set({ posterKey })
        .where(and(eq(supportItems.id, id), eq(supportItems.kind, 'video')))
        .returning();
      return row;
    },
    async setCategory(id: string, category: DocumentCategory): Promise<SupportRow | undefined> {
      const [row] = await db
        .update(supportItems)
        .set({ category })
        .where(and(eq(supportItems.id, id), eq(supportItems.kind, 'document')))
        .returning();
      return row;
    },
    async delete(id: string): Promise<SupportRow | undefined> {
      const [row] = await db.delete(supportItems).where(eq(supportItems.id, id)).returning();
      return row;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
