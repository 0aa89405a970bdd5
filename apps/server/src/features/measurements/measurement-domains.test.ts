import type { DeviceFamily } from '@ohp/contracts';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from './multipart-body.ts';

let t: TestApp;
let token: string;
const recordOf = (family: DeviceFamily) => new VirtualDevice(family).records[0]?.text ?? '';
const samplesCsv = 'time;LAeq\n0;80,5\n1;81\n2;82\n';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'caio@example.com');
  token = (await login(t, 'caio@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

async function save(fields: Record<string, string>, content: string) {
  const body = multipartBody(fields, { name: 'file', filename: 'f.txt', content });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(token), 'x-language': 'en' },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    id: string;
    domain: string;
    family: string | null;
    serialNumber: string | null;
  };
}

async function listNames(query: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/measurements?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ fileName: string }>).map((m) => m.fileName).sort();
}

// The virtual devices' first records (emulator profiles) and the SPEC §3 serial endings.
const devices: Array<{ family: DeviceFamily; domain: string; serialEnd: RegExp }> = [
  { family: 'doseMax', domain: 'noise', serialEnd: /01B$/ },
  { family: 'dosePro', domain: 'noise', serialEnd: /01A$/ },
  { family: 'doseMaxV2', domain: 'noise', serialEnd: /0AA$/ },
  { family: 'itemp', domain: 'heat', serialEnd: /04B$/ },
  { family: 'axPro', domain: 'vibration', serialEnd: /07A$/ },
  { family: 'co2Pro', domain: 'co2', serialEnd: /08A$/ },
];

describe('domain and family come from the file', () => {
  it('saves a record of every family with the domain, family and serial number it reads', async () => {
    for (const { family, domain, serialEnd } of devices) {
      const m = await save({ fileName: `${family}.txt`, family: 'ignored' }, recordOf(family));
      expect(m, family).toMatchObject({ domain, family });
      expect(m.serialNumber, family).toMatch(serialEnd);
    }
  });

  it('saves a samples CSV as noise without a family; the form’s serial number wins', async () => {
    const csv = await save({ fileName: 'samples.csv' }, samplesCsv);
    expect(csv).toMatchObject({ domain: 'noise', family: null, serialNumber: null });
    const named = await save({ fileName: 'named.csv', serialNumber: 'SONO-7' }, samplesCsv);
    expect(named.serialNumber).toBe('SONO-7');
    const overridden = await save({ fileName: 'over.txt', serialNumber: 'X-1' }, recordOf('itemp'));
    expect(overridden).toMatchObject({ domain: 'heat', family: 'itemp', serialNumber: 'X-1' });
  });

  it('saves a heat samples CSV as heat without a family (listed with the Itemp measurements by `none`)', async () => {
    const heat = await save({ fileName: 'heat.csv' }, 'time,tg_c,tbn_c,tbs_c\n0,40,25,30\n60,41,25.5,30.2\n');
    expect(heat).toMatchObject({ domain: 'heat', family: null, serialNumber: null });
    expect(await listNames('domain=heat&family=itemp,none')).toContain('heat.csv');
    expect(await listNames('domain=noise&family=none')).not.toContain('heat.csv');
  });
});

describe('list filters', () => {
  it('filters by domain, by a family list and by `none` for samples CSVs', async () => {
    expect(await listNames('domain=heat')).toEqual(['heat.csv', 'itemp.txt', 'over.txt']);
    expect(await listNames('domain=co2')).toEqual(['co2Pro.txt']);
    expect(await listNames('family=none')).toEqual(['heat.csv', 'named.csv', 'samples.csv']);
    expect(await listNames('domain=noise&family=doseMax,none')).toEqual([
      'doseMax.txt',
      'named.csv',
      'samples.csv',
    ]);
    expect(await listNames('family=doseMax,dosePro')).toEqual(['doseMax.txt', 'dosePro.txt']);
    expect(await listNames('domain=noise&family=axPro')).toEqual([]);
    expect(await listNames('domain=noise&search=dose')).toEqual([
      'doseMax.txt',
      'doseMaxV2.txt',
      'dosePro.txt',
    ]);
    expect(await listNames('family=')).toHaveLength(devices.length + 4);
  });

  it('refuses an unknown domain, family or sort', async () => {
    for (const query of ['domain=light', 'family=doseMax,radio', 'sort=size']) {
      const res = await t.app.inject({ url: `/api/measurements?${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
