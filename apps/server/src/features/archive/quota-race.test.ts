import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person, upload } from './archive-test-kit.ts';

// Parallel uploads by one user near the quota: the usage row is locked by each insert until its
// commit, so however they interleave, the files kept never pass the quota (PGlite and PostgreSQL).
let t: TestApp;
let eva: Person;
const KB = 1024;

beforeAll(async () => {
  t = await createTestApp({ uploadsPerUser: 20 });
  eva = await person(t, 'eva@example.com');
  await t.database.db.execute(sql`insert into user_storage (user_id, quota_mb) values (${eva.id}, 1)`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('quota under parallel uploads', () => {
  it('keeps exactly the uploads that fit, stores nothing for the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(t, eva, `part-${i}.bin`, Buffer.alloc(150 * KB, i))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // 6 × 150 KB fit in 1 MB, a 7th would not.
    expect(codes).toEqual([...Array(6).fill(201), ...Array(4).fill(413)]);
    const dash = (await call(t, eva, 'GET', '/api/home/dashboard')).json().data;
    expect(dash.storage).toEqual({ usedBytes: 6 * 150 * KB, quotaBytes: 1024 * KB });
    const root = (await call(t, eva, 'GET', '/api/archive')).json().data;
    expect(root.total).toBe(6);
    const stored = readdirSync(join(t.config.dataDir, 'storage', 'users', eva.id, 'archive'));
    expect(stored.sort()).toEqual(root.items.map((i: { id: string }) => i.id).sort());
  });
});

describe('parallel saves of one name', () => {
  it('files every parallel upload and measurement save under its own name in one default folder', async () => {
    const gus = await person(t, 'gus@example.com');
    const uploads = await Promise.all(Array.from({ length: 6 }, () => upload(t, gus, 'same.txt', 'x')));
    expect(uploads.map((u) => u.statusCode)).toEqual(Array(6).fill(201));
    const uploaded = uploads.map((u) => u.json().data.name).sort();
    expect(uploaded).toEqual([
      'same (2).txt',
      'same (3).txt',
      'same (4).txt',
      'same (5).txt',
      'same (6).txt',
      'same.txt',
    ]);

    const text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const saves = await Promise.all(
      Array.from({ length: 6 }, () => {
        const body = multipartBody(
          { fileName: 'DOSE.TXT', description: 'x' },
          { name: 'file', filename: 'DOSE.TXT', content: text },
        );
        return t.app.inject({
          method: 'POST',
          url: '/api/measurements',
          headers: { ...body.headers, ...bearer(gus.token) },
          payload: body.payload,
        });
      }),
    );
    expect(saves.map((s) => s.statusCode)).toEqual(Array(6).fill(201));
    const root = (await call(t, gus, 'GET', '/api/archive')).json().data.items as Array<{
      id: string;
      name: string;
    }>;
    const family = root.filter((i) => i.name === 'DoseMax V2');
    expect(family).toHaveLength(1);
    const files = (await call(t, gus, 'GET', `/api/archive?parentId=${family[0]?.id}`)).json().data.items;
    expect(new Set(files.map((f: { name: string }) => f.name)).size).toBe(6);
  });
});
