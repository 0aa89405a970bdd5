import type { Measurement } from '@ohp/contracts';
import { measurementCreateFieldsSchema, measurementListQuerySchema, measurementSchema } from '@ohp/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';
import { createMeasurement } from './create-measurement';
import { createReport } from './create-report';
import { deleteMeasurement } from './delete-measurement';
import { getMeasurement } from './get-measurement';
import { getOpenMeasurementQueryOptions } from './get-measurement-file';
import { getMeasurements, getMeasurementsQueryOptions, measurementsKey } from './get-measurements';
import { getReportPdf } from './get-report-pdf';
import { getReports, getReportsQueryOptions } from './get-reports';
import { saveMeasurement } from './save-measurement';
import { updateMeasurement } from './update-measurement';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { gunzipBlobText } from '../../../testing/gunzip-blob';

// Each endpoint file against the contracts of packages/contracts/src/measurements.ts, over a
// mocked fetch: the URL, method and body the server's schemas accept, and the answer unwrapped.

const saved: Measurement = {
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  domain: 'noise',
  family: 'doseMaxV2',
  fileName: 'turno.txt',
  description: 'Prensa 3',
  serialNumber: '2409000310AA',
  firmware: null,
  size: 1234,
  state: {},
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};
const report = {
  id: '5a0c2f7e-1b1d-4c55-8a0e-0e3d1f2a9b77',
  title: 'r',
  size: 9,
  createdAt: saved.createdAt,
};

interface Call {
  method: string;
  url: URL;
  body: BodyInit | null | undefined;
}

function stubFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: init?.body,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/measurements', () => {
  it('sends domain, the families as one comma list, the trimmed search and the sort; the server schema accepts them', async () => {
    const calls = stubFetch(() => jsonResponse(200, { data: [saved] }));
    const rows = await getMeasurements({
      domain: 'noise',
      families: ['doseMax', 'dosePro', 'none'],
      search: '  prensa ',
      sort: 'description',
    });
    expect(rows).toEqual([saved]);
    const url = calls[0]?.url as URL;
    expect(url.pathname).toBe('/api/measurements');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      domain: 'noise',
      family: 'doseMax,dosePro,none',
      search: 'prensa',
      sort: 'description',
    });
    expect(measurementListQuerySchema.parse(Object.fromEntries(url.searchParams)).family).toEqual([
      'doseMax',
      'dosePro',
      'none',
    ]);
    expect(measurementSchema.parse(rows[0])).toEqual(saved);
  });

  it('leaves out what is not asked for and sorts newest first by default', async () => {
    const calls = stubFetch(() => jsonResponse(200, { data: [] }));
    await getMeasurements({ search: '   ' });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ sort: '-createdAt' });
  });

  it('every query key starts with the shared key, and differs by filter', () => {
    const a = getMeasurementsQueryOptions({ domain: 'noise', families: ['doseMaxV2'] }).queryKey;
    const b = getMeasurementsQueryOptions({ domain: 'noise', families: ['doseMax'] }).queryKey;
    expect(a.slice(0, 1)).toEqual([...measurementsKey]);
    expect(a).not.toEqual(b);
    expect(getReportsQueryOptions('x').queryKey.slice(0, 1)).toEqual([...measurementsKey]);
  });
});

// The server's limits as GET /api/config gives them, known already: a save asks no more.
beforeEach(() => {
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, {
    uploadLimitBytes: 50 * 1024 * 1024,
    recordLimitBytes: 500 * 1024 * 1024,
  });
});

describe('POST /api/measurements (multipart)', () => {
  it('sends the file and the text fields, and no family: the server derives domain and family', async () => {
    const calls = stubFetch(() => jsonResponse(201, { data: saved }));
    await createMeasurement({
      fileName: 'turno.txt',
      fileText: 'z;2;2409000310AA;3\n',
      description: 'Prensa 3',
      serialNumber: '2409000310AA',
      state: { preset: 'nr15' },
    });
    const call = calls[0] as Call;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/measurements');
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['fileName', 'description', 'serialNumber', 'state', 'file']);
    expect(form.has('family')).toBe(false);
    expect(
      measurementCreateFieldsSchema.parse(
        Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')),
      ),
    ).toMatchObject({ fileName: 'turno.txt', description: 'Prensa 3', serialNumber: '2409000310AA' });
    expect(JSON.parse(String(form.get('state')))).toEqual({ preset: 'nr15' });
    // Sent gzip-compressed (lib/upload/compressed-reading.ts); the server stores it so.
    expect((form.get('file') as File).type).toBe('application/gzip');
    expect(await gunzipBlobText(form.get('file') as File)).toBe('z;2;2409000310AA;3\n');
  });

  it('a samples CSV goes without serial number and without state', async () => {
    const calls = stubFetch(() => jsonResponse(201, { data: { ...saved, family: null } }));
    const created = await createMeasurement({ fileName: 'a.csv', fileText: 'time;LAeq\n', description: 'a' });
    expect(created.family).toBeNull();
    expect([...((calls[0] as Call).body as FormData).keys()]).toEqual(['fileName', 'description', 'file']);
  });
});

describe('one measurement', () => {
  it('GET, PATCH { description, state } and DELETE on /api/measurements/{id}, the id encoded', async () => {
    const calls = stubFetch((c) =>
      c.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, { data: saved }),
    );
    await getMeasurement('a/b');
    await updateMeasurement('a/b', { description: 'Novo', state: { clippings: [] } });
    await deleteMeasurement('a/b');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/measurements/a%2Fb',
      'PATCH /api/measurements/a%2Fb',
      'DELETE /api/measurements/a%2Fb',
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ description: 'Novo', state: { clippings: [] } });
  });
});

describe('reports', () => {
  it('lists, adds (multipart title + file) and downloads a report', async () => {
    const calls = stubFetch((c) => {
      if (c.url.pathname.endsWith(`/reports/${report.id}`)) return new Response('%PDF', { status: 200 });
      return jsonResponse(c.method === 'POST' ? 201 : 200, { data: c.method === 'POST' ? report : [report] });
    });
    expect(await getReports(saved.id)).toEqual([report]);
    await createReport({
      measurementId: saved.id,
      title: 'Prensa 3 (r.pdf)',
      pdf: new Blob(['%PDF']),
      fileName: 'r.pdf',
    });
    const pdf = await getReportPdf(saved.id, report.id);
    expect(await pdf.text()).toBe('%PDF');
    const form = calls[1]?.body as FormData;
    expect(calls[1]?.url.pathname).toBe(`/api/measurements/${saved.id}/reports`);
    expect(form.get('title')).toBe('Prensa 3 (r.pdf)');
    expect((form.get('file') as File).name).toBe('r.pdf');
  });
});

describe('saveMeasurement (a viewer’s Save)', () => {
  const input = {
    fileName: 'turno.txt',
    fileText: 'text',
    description: 'Prensa 3',
    state: { preset: 'both' as const },
    report: { title: 'Prensa 3 (r.pdf)', pdf: new Blob(['%PDF']), fileName: 'r.pdf' },
  };

  function server() {
    return stubFetch((c) =>
      c.url.pathname.endsWith('/reports')
        ? jsonResponse(201, { data: report })
        : jsonResponse(201, { data: saved }),
    );
  }

  it('new: creates the measurement, then attaches the PDF, then refreshes every measurements query', async () => {
    const calls = server();
    const client = new QueryClient();
    const list = getMeasurementsQueryOptions({ domain: 'noise' });
    client.setQueryData(list.queryKey, []);
    expect(await saveMeasurement(client, input)).toEqual(saved);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/measurements',
      `POST /api/measurements/${saved.id}/reports`,
    ]);
    expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
  });

  it('saved already: updates description and state, then attaches the PDF', async () => {
    const calls = server();
    await saveMeasurement(new QueryClient(), { ...input, measurementId: saved.id });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      `PATCH /api/measurements/${saved.id}`,
      `POST /api/measurements/${saved.id}/reports`,
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      description: 'Prensa 3',
      state: { preset: 'both' },
    });
  });
});

describe('opening a saved measurement', () => {
  it('downloads metadata and file together and hands both to the domain reader', async () => {
    const calls = stubFetch((c) =>
      c.url.pathname.endsWith('/file')
        ? new Response('file body', { status: 200 })
        : jsonResponse(200, { data: saved }),
    );
    const read = vi.fn(async (blob: Blob, m: Measurement) => `${await blob.text()} of ${m.family}`);
    const options = getOpenMeasurementQueryOptions(saved.id, read);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual({ measurement: saved, file: `file body of doseMaxV2` });
    expect(calls.map((c) => c.url.pathname).sort()).toEqual([
      `/api/measurements/${saved.id}`,
      `/api/measurements/${saved.id}/file`,
    ]);
  });
});
