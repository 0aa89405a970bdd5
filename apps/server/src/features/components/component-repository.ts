import type { ComponentDomain } from '@ohp/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { components } from '../../db/schema-components.ts';
import { measurements } from '../../db/schema-measurements.ts';
import type { OwnerScope } from '../common/owner-scope.ts';

export type ComponentRow = typeof components.$inferSelect;

const owned = (scope: OwnerScope, id: string) =>
  and(eq(components.userId, scope.ownerId), eq(components.id, id));

/** SQL of saved components; every query is bounded by the owner scope. */
export function createComponentRepository(db: Db) {
  return {
    async insert(
      scope: OwnerScope,
      values: { domain: ComponentDomain; description: string; measurementId: string | null; data: unknown },
    ): Promise<ComponentRow> {
      const [row] = await db
        .insert(components)
        .values({ ...values, userId: scope.ownerId })
        .returning();
      if (!row) throw new Error('component not inserted');
      return row;
    },

    async list(scope: OwnerScope, domain: ComponentDomain | undefined): Promise<ComponentRow[]> {
      const conditions: SQL[] = [eq(components.userId, scope.ownerId)];
      if (domain) conditions.push(eq(components.domain, domain));
      return db
        .select()
        .from(components)
        .where(and(...conditions))
        .orderBy(desc(components.createdAt));
    },

    async find(scope: OwnerScope, id: string): Promise<ComponentRow | undefined> {
      const [row] = await db.select().from(components).where(owned(scope, id));
      return row;
    },

    async update(
      scope: OwnerScope,
      id: string,
      values: { description?: string; data?: unknown },
    ): Promise<ComponentRow | undefined> {
      const [row] = await db
        .update(components)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(scope, id))
        .returning();
      return row;
    },

    async remove(scope: OwnerScope, id: string): Promise<boolean> {
      const rows = await db.delete(components).where(owned(scope, id)).returning({ id: components.id });
      return rows.length > 0;
    },

    /** Whether the measurement exists and belongs to the same owner (a component may cite only its own). */
    async ownsMeasurement(scope: OwnerScope, measurementId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: measurements.id })
        .from(measurements)
        .where(and(eq(measurements.userId, scope.ownerId), eq(measurements.id, measurementId)));
      return row !== undefined;
    },
  };
}

export type ComponentRepository = ReturnType<typeof createComponentRepository>;
