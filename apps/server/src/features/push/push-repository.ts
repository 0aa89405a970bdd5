import type { PushSubscription } from '@ohp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** SQL of the push_subscriptions table. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Stores a browser's subscription for the user, or refreshes the user's own; false (nothing
     * written) when another user owns the endpoint: a subscription is never silently moved.
     */
    async upsert(userId: string, subscription: PushSubscription): Promise<boolean> {
      const expirationTime = subscription.expirationTime ? new Date(subscription.expirationTime) : null;
      const values = { userId, endpoint: subscription.endpoint, keys: subscription.keys, expirationTime };
      const rows = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { keys: subscription.keys, expirationTime, updatedAt: new Date() },
          setWhere: eq(pushSubscriptions.userId, userId),
        })
        .returning({ id: pushSubscriptions.id });
      return rows.length === 1;
    },
    async listForUser(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    /** One subscription of the user (undefined once removed: unsubscribed, or gone). */
    async findForUser(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)));
      return row;
    },
    async idsForUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return rows.map((row) => row.id);
    },
    /** A subscription the push service says is gone (404/410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
