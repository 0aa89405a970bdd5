import type { PushSubscription } from '@ohp/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** SQL of the push_subscriptions table. */
export function createPushRepository(db: Db) {
  return {
    /** Stores a browser's subscription for the user; the same endpoint moves to the latest user. */
    async upsert(userId: string, subscription: PushSubscription): Promise<void> {
      const expirationTime = subscription.expirationTime ? new Date(subscription.expirationTime) : null;
      const values = { userId, endpoint: subscription.endpoint, keys: subscription.keys, expirationTime };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, keys: subscription.keys, expirationTime, updatedAt: new Date() },
        });
    },
    async listForUser(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
