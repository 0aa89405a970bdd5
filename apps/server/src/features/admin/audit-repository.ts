import type { AuditAction, AuditEntry } from '@ohp/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema-admin.ts';

export interface AuditRecord {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetId?: string | null;
  targetEmail?: string | null;
  detail?: Record<string, string | number | boolean>;
  ip: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the audit log: written on every admin action, read and filtered by admins. */
export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
    },
    async list(filter: {
      action?: AuditAction | undefined;
      search: string;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AuditEntry[]; total: number }> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetEmail, pattern)));
      }
      const where = and(...conditions);
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({
          id: row.id,
          actorEmail: row.actorEmail,
          action: row.action,
          targetEmail: row.targetEmail,
          detail: row.detail,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
