import { VirtualDevice } from '@ohp/devices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { tinyPdf } from '../support/tiny-pdf.ts';
import { call, type Person, person } from './archive-test-kit.ts';

// Every saved measurement, component and report is a file of the archive (docs/archive.md).
const v2Text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
let t: TestApp;
let ana: Person;

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'ana@example.com');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function post(
  url: string,
  fields: Record<string, string>,
  content: string | Buffer,
  filename = 'record.txt',
) {
  const body = multipartBody(fields, { name: 'file', filename, content });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(ana.token), 'x-language': 'en' },
    payload: body.payload,
  });
}

interface Item {
  id: string;
  name: string;
  kind: string;
  size: number;
  resource: { type: string; id: string; domain: string | null; family: string | null } | null;
}
const items = async (parentId?: string): Promise<Item[]> =>
  (await call(t, ana, 'GET', `/api/archive${parentId ? `?parentId=${parentId}` : ''}`)).json().data.items;
const folderNamed = async (name: string) => (await items()).find((i) => i.name === name);

describe('saved rows in the archive', () => {
  it('files a measurement in its family folder, its report in Relatórios, a component in its domain folder', async () => {
    const saved = await post('/api/measurements', { fileName: 'DOSE.TXT', description: 'Turno A' }, v2Text);
    expect(saved.statusCode, saved.body).toBe(201);
    const measurement = saved.json().data;
    const folder = await folderNamed('DoseMax V2');
    expect(folder).toMatchObject({ kind: 'folder', size: Buffer.byteLength(v2Text) });
    const [file] = await items(folder?.id);
    expect(file).toMatchObject({
      name: 'DOSE.TXT',
      size: Buffer.byteLength(v2Text),
      resource: { type: 'measurement', id: measurement.id, domain: 'noise', family: 'doseMaxV2' },
    });
    expect((await call(t, ana, 'GET', `/api/archive/${file?.id}/download`)).body).toBe(v2Text);

    const report = await post(
      `/api/measurements/${measurement.id}/reports`,
      { title: 'Laudo' },
      tinyPdf('x'),
      'r.pdf',
    );
    expect(report.statusCode, report.body).toBe(201);
    const reports = await items((await folderNamed('Relatórios'))?.id);
    expect(reports).toMatchObject([{ name: 'Laudo.pdf', resource: { type: 'report', domain: 'noise' } }]);

    const component = await call(t, ana, 'POST', '/api/components', {
      domain: 'heat',
      description: 'Forno',
      data: { minutes: 45, tbn: 26, tg: 40, metabolicRate: 300, metabolicUnit: 'W' },
    });
    expect(component.statusCode, component.body).toBe(201);
    const [entry] = await items((await folderNamed('Componentes de calor'))?.id);
    expect(entry).toMatchObject({
      name: 'Forno',
      resource: { type: 'component', id: component.json().data.id },
    });
    const json = await call(t, ana, 'GET', `/api/archive/${entry?.id}/download`);
    expect(JSON.parse(json.body)).toMatchObject({ minutes: 45, tbn: 26 });

    const dash = (await call(t, ana, 'GET', '/api/home/dashboard')).json().data;
    expect(dash.measurements).toEqual([{ domain: 'noise', family: 'doseMaxV2', count: 1 }]);
    expect(dash.components).toEqual([{ domain: 'heat', count: 1 }]);
    expect(dash.reports).toBe(1);
    expect(dash.files).toMatchObject({ files: 3, folders: 3 });
  });

  it('keeps saving into the family folder after it was renamed and moved; same names get " (2)"', async () => {
    const folder = await folderNamed('DoseMax V2');
    const parent = (await call(t, ana, 'POST', '/api/archive/folders', { name: 'Obra 1' })).json().data;
    await call(t, ana, 'PATCH', `/api/archive/${folder?.id}`, { name: 'Dosímetro', parentId: parent.id });
    await post('/api/measurements', { fileName: 'DOSE.TXT', description: 'Turno B' }, v2Text);
    expect((await items(folder?.id)).map((i) => i.name)).toEqual(['DOSE (2).TXT', 'DOSE.TXT']);
    expect(await folderNamed('DoseMax V2')).toBeUndefined();
  });

  it('deleting through either side removes both, and the stored files', async () => {
    const folder = await items((await items((await folderNamed('Obra 1'))?.id))[0]?.id);
    const [second, first] = folder;
    const keyOf = async (id: string) =>
      (
        (await t.database.db.execute(
          sql`select storage_key from archive_entries where id = ${id}`,
        )) as unknown as {
          rows: Array<{ storage_key: string }>;
        }
      ).rows[0]?.storage_key ?? '';
    // Archive side: the measurement row, its report and their files go.
    const firstKey = await keyOf(first?.id ?? '');
    const reportEntry = (await items((await folderNamed('Relatórios'))?.id))[0];
    const reportKey = await keyOf(reportEntry?.id ?? '');
    expect(await t.app.platform.storage.get(reportKey)).toBeDefined();
    expect((await call(t, ana, 'DELETE', `/api/archive/${first?.id}`)).statusCode).toBe(204);
    expect((await call(t, ana, 'GET', `/api/measurements/${first?.resource?.id}`)).statusCode).toBe(404);
    expect(await items((await folderNamed('Relatórios'))?.id)).toEqual([]);
    expect(await t.app.platform.storage.get(firstKey)).toBeUndefined();
    expect(await t.app.platform.storage.get(reportKey)).toBeUndefined();
    // Measurements side: the archive file goes.
    expect((await call(t, ana, 'DELETE', `/api/measurements/${second?.resource?.id}`)).statusCode).toBe(204);
    expect((await call(t, ana, 'GET', `/api/archive/${second?.id}/download`)).statusCode).toBe(404);
    // Component side.
    const component = (await items((await folderNamed('Componentes de calor'))?.id))[0];
    expect((await call(t, ana, 'DELETE', `/api/components/${component?.resource?.id}`)).statusCode).toBe(200);
    expect(await items((await folderNamed('Componentes de calor'))?.id)).toEqual([]);
    const dash = (await call(t, ana, 'GET', '/api/home/dashboard')).json().data;
    expect(dash.storage.usedBytes).toBe(0);
  });

  it('refuses a measurement save past the quota with 413, nothing saved', async () => {
    const before = (await call(t, ana, 'GET', '/api/measurements')).json().data.length;
    await t.database.db.execute(sql`update user_storage set quota_mb = 1 where user_id = ${ana.id}`);
    await t.database.db.execute(
      sql`update user_storage set used_bytes = used_bytes + ${1024 * 1024 - 100} where user_id = ${ana.id}`,
    );
    const refused = await post('/api/measurements', { fileName: 'DOSE.TXT', description: 'Over' }, v2Text);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBe('Not enough storage space: this file would pass your quota');
    expect((await call(t, ana, 'GET', '/api/measurements')).json().data).toHaveLength(before);
  });
});
