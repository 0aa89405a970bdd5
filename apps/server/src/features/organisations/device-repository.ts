import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userDevices } from '../../db/schema-organisations.ts';
import type { OwnerScope } from '../common/owner-scope.ts';

export type UserDeviceRow = typeof userDevices.$inferSelect;
export type CertificateValues = Pick<
  UserDeviceRow,
  'laboratory' | 'calibrationDate' | 'certificateNumber' | 'nextCalibrationDate'
>;

const owned = (scope: OwnerScope, id: string) =>
  and(eq(userDevices.userId, scope.ownerId), eq(userDevices.id, id));

/** SQL of the registered devices; reads and writes are bounded by the owner scope. */
export function createDeviceRepository(db: Db) {
  return {
    /** Sorted by next calibration date (devices without a certificate last). */
    async list(scope: OwnerScope): Promise<UserDeviceRow[]> {
      return db
        .select()
        .from(userDevices)
        .where(eq(userDevices.userId, scope.ownerId))
        .orderBy(sql`${userDevices.nextCalibrationDate} asc nulls last`, asc(userDevices.serialNumber));
    },

    async find(scope: OwnerScope, id: string): Promise<UserDeviceRow | undefined> {
      const [row] = await db.select().from(userDevices).where(owned(scope, id));
      return row;
    },

    /** Any account's device with that serial (only whether it is the caller's is told). */
    async findBySerial(serialNumber: string): Promise<UserDeviceRow | undefined> {
      const [row] = await db.select().from(userDevices).where(eq(userDevices.serialNumber, serialNumber));
      return row;
    },

    /** undefined when the serial is already registered (by anyone). */
    async insert(scope: OwnerScope, serialNumber: string): Promise<UserDeviceRow | undefined> {
      const [row] = await db
        .insert(userDevices)
        .values({ userId: scope.ownerId, serialNumber })
        .onConflictDoNothing({ target: userDevices.serialNumber })
        .returning();
      return row;
    },

    async update(
      scope: OwnerScope,
      id: string,
      values: Partial<CertificateValues & Pick<UserDeviceRow, 'certificateKey'>>,
    ): Promise<UserDeviceRow | undefined> {
      const [row] = await db
        .update(userDevices)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(scope, id))
        .returning();
      return row;
    },

    async remove(scope: OwnerScope, id: string): Promise<UserDeviceRow | undefined> {
      const [row] = await db.delete(userDevices).where(owned(scope, id)).returning();
      return row;
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
