import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateCounters } from '../../db/schema.ts';

/** SQL of the rate_counters table: fixed windows, one atomic upsert per hit. */
export function createRateCounterRepository(db: Db) {
  return {
    /** Adds one to the counter (starting a new window when the old one ended); answers the new state. */
    async hit(key: string, windowMs: number): Promise<{ count: number; windowEndsAt: Date }> {
      const windowEndsAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, count: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${rateCounters.windowEndsAt} <= now() then 1 else ${rateCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${rateCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt });
      return row ?? { count: 1, windowEndsAt };
    },
    async reset(key: string): Promise<void> {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },
  };
}

export type RateCounterRepository = ReturnType<typeof createRateCounterRepository>;
