import {
  type Co2proItem,
  co2proCreateFieldsSchema,
  co2proItemSchema,
  co2proUpdateSchema,
} from '@ohp/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { jsonResponse } from '../../../testing/render';
import { co2proErrorOf } from './co2pro-error';
import { createCo2pro } from './create-co2pro';
import { deleteCo2pro } from './delete-co2pro';
import { getCo2pro } from './get-co2pro';
import { getCo2proFile } from './get-co2pro-file';
import { getCo2pros } from './get-co2pros';
import { updateCo2pro } from './update-co2pro';
import { updateCo2proDescription } from './update-co2pro-description';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { gunzipBlobText } from '../../../testing/gunzip-blob';

// Each co2pro endpoint file against the contracts (packages/contracts/src/co2pro.ts) over a mocked
// fetch, and the one error converter every failure goes through (SPEC §7).

const item: Co2proItem = {
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  description: 'Adega',
  fileName: 'co2.txt',
  family: 'co2Pro',
  serialNumber: '2406000220808A',
  size: 100,
  userDeviceId: null,
  report: { norm: 'both', notProject: false, season: 'summer', employeeName: 'Ana' },
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubFetch(answer: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      return answer();
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The server's limits as GET /api/config gives them, known already: a save asks no more.
beforeEach(() => {
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, {
    uploadLimitBytes: 50 * 1024 * 1024,
    recordLimitBytes: 500 * 1024 * 1024,
  });
});

describe('co2pro endpoint files', () => {
  it('GET co2pro sends page and pageSize (SPEC §7 defaults) and unwraps data', async () => {
    const calls = stubFetch(() => jsonResponse(200, { data: [item] }));
    expect(await getCo2pros()).toEqual([item]);
    expect(calls[0]?.url).toBe('/api/co2pro?page=1&pageSize=999999');
    expect(co2proItemSchema.parse(item)).toEqual(item);
  });

  it('POST co2pro: multipart with the payload fields and the file, fields the server schema accepts', async () => {
    const calls = stubFetch(() => jsonResponse(201, { data: item }));
    const fields = {
      employeeName: 'Ana',
      journeyTime: '08:48',
      notProject: false,
      norm: 'nr15',
      annotation: '',
    };
    expect(
      await createCo2pro({ fileName: 'co2.txt', fileText: 'time,co2\n0,800\n60,900\n', fields }),
    ).toEqual(item);
    expect(calls[0]).toMatchObject({ url: '/api/co2pro', method: 'POST' });
    const form = calls[0]?.body as FormData;
    const sent = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'));
    expect(sent).toEqual({ employeeName: 'Ana', journeyTime: '08:48', notProject: 'false', norm: 'nr15' });
    expect(co2proCreateFieldsSchema.parse(sent)).toMatchObject({ journeyTime: 528, norm: 'nr15' });
    expect(await gunzipBlobText(form.get('file') as Blob)).toBe('time,co2\n0,800\n60,900\n');
  });

  it('PUT co2pro sends the id in the body with the fields', async () => {
    const calls = stubFetch(() => jsonResponse(200, { data: item }));
    await updateCo2pro(item.id, { employeeName: 'Bia', notProject: true });
    expect(calls[0]).toMatchObject({ url: '/api/co2pro', method: 'PUT' });
    const body = JSON.parse(String(calls[0]?.body));
    expect(body).toEqual({ id: item.id, employeeName: 'Bia', notProject: true });
    expect(co2proUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('GET co2pro/{id}, GET co2pro/file/{id}, PATCH description, DELETE', async () => {
    const calls = stubFetch(() => jsonResponse(200, { data: item }));
    await getCo2pro(item.id);
    await updateCo2proDescription(item.id, 'Nova');
    await deleteCo2pro(item.id);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/co2pro/${item.id}`,
      `PATCH /api/co2pro/${item.id}/description`,
      `DELETE /api/co2pro/${item.id}`,
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ description: 'Nova' });
    stubFetch(() => jsonResponse(200, { data: 'z;5;x\n' }));
    expect(await getCo2proFile(item.id)).toBe('z;5;x\n');
  });
});

describe('the co2pro error converter', () => {
  it('a failed call rejects with the server’s translated error', async () => {
    stubFetch(() => jsonResponse(400, { error: 'Linha 3, coluna co2: o valor 60000 está fora da faixa' }));
    const failure = createCo2pro({ fileName: 'a.csv', fileText: 'x', fields: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Linha 3, coluna co2: o valor 60000 está fora da faixa');
  });

  it('an answer without error gives the answer; else the exception', async () => {
    stubFetch(() => new Response('Bad gateway text', { status: 502 }));
    await expect(getCo2pros()).rejects.toThrow('Bad gateway text');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getCo2pro(item.id)).rejects.toThrow('Failed to fetch');
  });

  it('converts any thrown value', () => {
    const api = new ApiError('já traduzida', 404);
    expect(co2proErrorOf(api)).toBe(api);
    expect(co2proErrorOf({ response: { error: 'do servidor' }, message: 'x' }).message).toBe('do servidor');
    expect(co2proErrorOf({ response: 'texto da resposta', message: 'x' }).message).toBe('texto da resposta');
    expect(co2proErrorOf({ response: undefined, message: 'da exceção' }).message).toBe('da exceção');
    expect(co2proErrorOf(new Error('erro')).message).toBe('erro');
    expect(co2proErrorOf('texto').message).toBe('texto');
  });
});
