import { type Faq, faqSchema } from '@ohp/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';

/** The edited FAQ lives in the installation's key/value settings: one JSON value, no table of its own. */
const faqKey = 'support-faq';

export function createFaqRepository(db: Db) {
  return {
    /** The FAQ admins saved, or undefined while they have not (the Help screen then shows the default). */
    async read(): Promise<Faq | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, faqKey));
      if (!row) return undefined;
      const parsed = faqSchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : undefined;
    },
    async write(faq: Faq): Promise<void> {
      const value = JSON.stringify(faq);
      await db
        .insert(settings)
        .values({ key: faqKey, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
