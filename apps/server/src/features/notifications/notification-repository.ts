import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notifications } from '../../db/schema-notifications.ts';
import { userDevices } from '../../db/schema-organisations.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  kind: string;
  titleKey: string;
  textKey: string;
  params?: Record<string, string | number>;
  link?: string | null;
  /** A notification with the same key for the same user is stored once. */
  dedupeKey?: string;
}

/** SQL of the notifications table; every query is bounded by the owner. */
export function createNotificationRepository(db: Db) {
  return {
    /** undefined when a notification with the same dedupe key already exists. */
    async insert(userId: string, input: NewNotification): Promise<NotificationRow | undefined> {
      // The unique index decides, so two instances inserting at once store one row.
      const [row] = await db
        .insert(notifications)
        .values({ userId, ...input, params: input.params ?? {}, link: input.link ?? null })
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning();
      return row;
    },
    list(userId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(500);
    },
    async find(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
      return row;
    },
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length === 1;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length === 1;
    },
    async clear(userId: string): Promise<void> {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
    /** Devices whose next calibration is on or before `until` (ISO date), overdue ones included. */
    dueCertificates(until: string) {
      return db
        .select({
          userId: userDevices.userId,
          serialNumber: userDevices.serialNumber,
          nextCalibrationDate: userDevices.nextCalibrationDate,
        })
        .from(userDevices)
        .where(
          sql`${userDevices.nextCalibrationDate} is not null and ${userDevices.nextCalibrationDate} <= ${until}`,
        );
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
