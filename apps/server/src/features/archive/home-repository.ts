import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { entryOf } from './archive-repository.ts';
import { rowsOf, sharesReaching } from './archive-sql-repository.ts';

/** The figures of the home screen: one statement for the counts, run beside the lists. */
export function createHomeRepository(db: Db) {
  return {
    async dashboard(userId: string, today: string) {
      const [counts, measurements, components, recent] = await Promise.all([
        rowsOf<Record<string, string | number | null>>(
          db,
          sql`select
            (select used_bytes from user_storage where user_id = ${userId}) as used,
            archive_quota_bytes(${userId}) as quota,
            (select count(*) from user_devices where user_id = ${userId}) as devices,
            (select count(*) from user_devices where user_id = ${userId}
              and next_calibration_date >= ${today}::date
              and next_calibration_date <= ${today}::date + 30) as due,
            (select count(*) from user_devices where user_id = ${userId}
              and next_calibration_date < ${today}::date) as overdue,
            (select count(*) from archive_entries where owner_id = ${userId} and kind = 'file') as files,
            (select count(*) from archive_entries where owner_id = ${userId} and kind = 'folder') as folders,
            (select count(distinct s.archive_id) from archive_shares s
              join archive_entries e on e.id = s.archive_id and e.owner_id <> ${userId}
              where ${sharesReaching(userId)}) as shared,
            (select count(*) from measurement_reports where user_id = ${userId}) as reports`,
        ),
        rowsOf<{ domain: string; family: string | null; n: string | number }>(
          db,
          sql`select domain, family, count(*) as n from measurements where user_id = ${userId}
            group by domain, family order by domain, family`,
        ),
        rowsOf<{ domain: string; n: string | number }>(
          db,
          sql`select domain, count(*) as n from components where user_id = ${userId} group by domain order by domain`,
        ),
        rowsOf<Parameters<typeof entryOf>[0]>(
          db,
          sql`select * from archive_entries where owner_id = ${userId} and kind = 'file'
            order by updated_at desc limit 10`,
        ),
      ]);
      const c = counts[0] ?? {};
      const n = (key: string) => Number(c[key] ?? 0);
      return {
        storage: { usedBytes: n('used'), quotaBytes: n('quota') },
        devices: { registered: n('devices'), certificatesDue: n('due'), certificatesOverdue: n('overdue') },
        files: { files: n('files'), folders: n('folders'), sharedWithMe: n('shared') },
        measurements: measurements.map((m) => ({ domain: m.domain, family: m.family, count: Number(m.n) })),
        components: components.map((m) => ({ domain: m.domain, count: Number(m.n) })),
        reports: n('reports'),
        recent: recent.map((r) => entryOf(r, 3)),
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
