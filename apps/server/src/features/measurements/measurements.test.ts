import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from './multipart-body.ts';

let t: TestApp;
let token: string;
let userId: string;
let otherToken: string;
const v2Text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
const v1Text = new VirtualDevice('dosePro').records[0]?.text ?? '';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  const ana = await login(t, 'ana@example.com');
  token = ana.token;
  userId = ana.user.id;
  otherToken = (await login(t, 'bia@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

async function save(fields: Record<string, string>, content: string | Buffer, as = token) {
  const body = multipartBody(fields, { name: 'file', filename: 'record.txt', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(as), 'x-language': 'en' },
    payload: body.payload,
  });
}

describe('measurements API', () => {
  it('saves a DoseMax V2 file with its state, lists, reads back, renames and deletes it', async () => {
    const state = {
      clippings: [{ startMs: 1, endMs: 2, kind: 'clip', observation: 'almoço' }],
      preset: 'both',
    };
    const created = await save(
      {
        fileName: 'turno.txt',
        description: 'Turno caldeiraria',
        state: JSON.stringify(state),
      },
      v2Text,
    );
    expect(created.statusCode).toBe(201);
    const m = created.json().data;
    expect(m).toMatchObject({
      domain: 'noise',
      family: 'doseMaxV2',
      fileName: 'turno.txt',
      description: 'Turno caldeiraria',
      state,
    });
    expect(m.size).toBe(Buffer.byteLength(v2Text));
    expect(m.serialNumber).toMatch(/AA$/);

    const list = await t.app.inject({ url: '/api/measurements?family=doseMaxV2', headers: bearer(token) });
    expect(list.json().data.map((x: { id: string }) => x.id)).toEqual([m.id]);
    const v1List = await t.app.inject({
      url: '/api/measurements?family=dosePro,doseMax',
      headers: bearer(token),
    });
    expect(v1List.json().data).toEqual([]);

    const file = await t.app.inject({ url: `/api/measurements/${m.id}/file`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(v2Text);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/measurements/${m.id}`,
      headers: bearer(token),
      payload: { description: 'Caldeiraria — manhã' },
    });
    expect(renamed.json().data.description).toBe('Caldeiraria — manhã');
    expect(renamed.json().data.state).toEqual(state);

    const key = `users/${userId}/measurements/${m.id}/file`;
    expect((await t.app.platform.storage.get(key))?.toString()).toBe(v2Text);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${m.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/measurements/${m.id}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
    expect(await t.app.platform.storage.get(key)).toBeUndefined();
  });

  it('searches description and file name (wildcards are literal) and sorts', async () => {
    await save({ fileName: 'a.txt', description: 'Prensa 50%' }, v1Text);
    await save({ fileName: 'b.txt', description: 'Estamparia' }, v1Text);
    const search = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/measurements?search=${encodeURIComponent(q)}`,
          headers: bearer(token),
        })
      ).json().data as Array<{ description: string }>;
    expect((await search('50%')).map((x) => x.description)).toEqual(['Prensa 50%']);
    expect((await search('b.tx')).map((x) => x.description)).toEqual(['Estamparia']);
    expect(await search('%')).toHaveLength(1);
    const sorted = await t.app.inject({ url: '/api/measurements?sort=description', headers: bearer(token) });
    expect(sorted.json().data.map((x: { description: string }) => x.description)).toEqual([
      'Estamparia',
      'Prensa 50%',
    ]);
  });

  it('keeps PDF reports of a measurement and refuses a file that is not a PDF', async () => {
    const m = (await save({ fileName: 'r.txt' }, v1Text)).json().data;
    const pdf = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');
    const up = multipartBody({ title: 'Relatório NR-15' }, { name: 'file', filename: 'r.pdf', content: pdf });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/measurements/${m.id}/reports`,
      headers: { ...up.headers, ...bearer(token) },
      payload: up.payload,
    });
    expect(added.statusCode).toBe(201);
    const report = added.json().data;
    const list = await t.app.inject({ url: `/api/measurements/${m.id}/reports`, headers: bearer(token) });
    expect(list.json().data).toEqual([report]);
    const download = await t.app.inject({
      url: `/api/measurements/${m.id}/reports/${report.id}`,
      headers: bearer(token),
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const fake = multipartBody({ title: 'x' }, { name: 'file', filename: 'x.pdf', content: 'not a pdf' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/measurements/${m.id}/reports`,
      headers: { ...fake.headers, ...bearer(token), 'x-language': 'en' },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The file is not a PDF');

    // The header alone is not enough: a web page behind it, or a file without its end, is refused.
    for (const content of ['%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n', '%PDF-1.7\n% cut']) {
      const disguised = multipartBody({ title: 'x' }, { name: 'file', filename: 'x.pdf', content });
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/measurements/${m.id}/reports`,
        headers: { ...disguised.headers, ...bearer(token), 'x-language': 'en' },
        payload: disguised.payload,
      });
      expect(answer.statusCode).toBe(400);
    }
    const after = await t.app.inject({ url: `/api/measurements/${m.id}/reports`, headers: bearer(token) });
    expect(after.json().data).toEqual([report]);
  });
});

describe('bad input saves nothing', () => {
  it('refuses an unreadable, empty or incomplete file with the parser’s translated message', async () => {
    const before = (await t.app.inject({ url: '/api/measurements', headers: bearer(otherToken) })).json()
      .data;
    const garbage = await save({ fileName: 'x.txt' }, 'hello\nworld\n', otherToken);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe('Invalid file');
    const empty = await save({ fileName: 'x.txt' }, '', otherToken);
    expect(empty.json().error).toBe('Empty file');
    const notUtf8 = await save(
      { fileName: 'x.txt' },
      Buffer.from([0x7a, 0x3b, 0xff, 0xfe, 0x0a]),
      otherToken,
    );
    expect(notUtf8.json().error).toBe('Invalid file');
    // SPEC §5: a DoseMax V2 file needs lines of types a, b, c, d and z.
    const noBLines = v2Text
      .split(/\r?\n/)
      .filter((line) => !line.startsWith('b'))
      .join('\n');
    const incomplete = await save({ fileName: 'x.txt' }, noBLines, otherToken);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toBe('Invalid file: lines of type b are missing');
    const badCsv = await save({ fileName: 'x.csv' }, 'time;LAeq\n0;80\n1;abc\n', otherToken);
    expect(badCsv.statusCode).toBe(400);
    expect(badCsv.json().error).toBe('Line 3, column LAeq: the value "abc" is not a number');
    const badState = await save({ fileName: 'x.txt', state: '{oops' }, v1Text, otherToken);
    expect(badState.statusCode).toBe(400);
    const noName = await save({ description: 'x' }, v1Text, otherToken);
    expect(noName.statusCode).toBe(400);
    const after = (await t.app.inject({ url: '/api/measurements', headers: bearer(otherToken) })).json().data;
    expect(after).toEqual(before);
  });

  it('another user cannot see, change or delete a measurement; no token is 401', async () => {
    const m = (await save({ fileName: 'mine.txt' }, v1Text)).json().data;
    for (const [method, url] of [
      ['GET', `/api/measurements/${m.id}`],
      ['GET', `/api/measurements/${m.id}/file`],
      ['PATCH', `/api/measurements/${m.id}`],
      ['DELETE', `/api/measurements/${m.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(otherToken),
        payload: method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/measurements' })).statusCode).toBe(401);
  });
});
