import { type Co2proItem, co2proCreateFieldsSchema } from '@ohp/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';
import { saveCo2DeviceRecord } from './save-device-record';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { gunzipBlobText } from '../../../testing/gunzip-blob';

// "Save to cloud" from a CO2Pro's record list: POST co2pro with SPEC §3's report payload (as the
// viewer's Save sends it with an untouched form), not the generic measurements call.

const item: Co2proItem = {
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  description: 'CO2Pro 2406000220808A 10/03/2026 08:00',
  fileName: 'CO2Pro_2406000220808A_1.txt',
  family: 'co2Pro',
  serialNumber: '2406000220808A',
  size: 100,
  userDeviceId: '5d9b1a52-58c5-4d4e-9a7e-6f3c7d0c1a22',
  report: { norm: 'both', notProject: false, season: 'summer' },
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};
const record = {
  fileName: 'CO2Pro_2406000220808A_1.txt',
  text: 'z;6;2406000220808A;1.0\n',
  description: 'CO2Pro 2406000220808A 10/03/2026 08:00',
  serialNumber: '2406000220808A',
};

function stubFetch() {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      return jsonResponse(201, { data: item });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const sentFields = (body: unknown) =>
  Object.fromEntries([...(body as FormData).entries()].filter(([k]) => k !== 'file'));

// The server's limits as GET /api/config gives them, known already: a save asks no more.
beforeEach(() => {
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, {
    uploadLimitBytes: 50 * 1024 * 1024,
    recordLimitBytes: 500 * 1024 * 1024,
  });
});

describe('the record list saves a CO2Pro record through the co2pro API', () => {
  it('multipart: the file, its name and serial, both standards, projection on, the registered device', async () => {
    const calls = stubFetch();
    const deviceIdOf = vi.fn(async (serial: string) =>
      serial === '2406000220808A' ? '5d9b1a52-58c5-4d4e-9a7e-6f3c7d0c1a22' : undefined,
    );
    const saved = await saveCo2DeviceRecord(record, { deviceIdOf, refreshAfterCreate: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/co2pro', method: 'POST' });
    const sent = sentFields(calls[0]?.body);
    expect(sent).toEqual({
      description: 'CO2Pro 2406000220808A 10/03/2026 08:00',
      serialNumber: '2406000220808A',
      norm: 'both',
      notProject: 'false',
      season: 'summer',
      userDeviceId: '5d9b1a52-58c5-4d4e-9a7e-6f3c7d0c1a22',
    });
    // The server's schema accepts exactly what was sent.
    expect(co2proCreateFieldsSchema.safeParse(sent).success).toBe(true);
    const body = calls[0]?.body as FormData;
    const file = body.get('file') as File;
    expect(file.name).toBe('CO2Pro_2406000220808A_1.txt');
    expect(await gunzipBlobText(file)).toBe(record.text);
    // The saved item as a measurement of domain co2, opened at /measurement/co2pro/{id}.
    expect(saved).toMatchObject({
      id: item.id,
      domain: 'co2',
      family: 'co2Pro',
      description: item.description,
    });
  });

  it('no registered device, or the lookup failing: saved without userDeviceId', async () => {
    const calls = stubFetch();
    await saveCo2DeviceRecord(record, { deviceIdOf: async () => undefined, refreshAfterCreate: [] });
    await saveCo2DeviceRecord(record, {
      deviceIdOf: () => Promise.reject(new Error('offline')),
      refreshAfterCreate: [],
    });
    for (const call of calls) expect(sentFields(call.body)).not.toHaveProperty('userDeviceId');
    expect(calls).toHaveLength(2);
  });
});
