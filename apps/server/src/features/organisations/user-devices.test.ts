import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDevices } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person } from './organisation-test-kit.ts';
import { isoDay } from './device-service.ts';

let t: TestApp;
let ana: Person;
let bia: Person;

const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'ana@example.com');
  bia = await person(t, 'bia@example.com');
});
afterAll(async () => {
  await t.close();
});

async function register(who: Person, serial: string) {
  return call(t, who, 'POST', `/api/user-device?serialNumber=${encodeURIComponent(serial)}`);
}

function certificate(id: string, next: string, calibration = '2025-01-10') {
  return {
    id,
    laboratory: 'Lab RBC',
    calibrationDate: calibration,
    certificateNumber: 'C-1',
    nextCalibrationDate: next,
  };
}

async function uploadCertificate(who: Person, id: string, content: Buffer | string) {
  const body = multipartBody({}, { name: 'file', filename: 'cert.pdf', content, type: 'application/pdf' });
  return t.app.inject({
    method: 'PUT',
    url: `/api/user-device/${id}/certificate-file`,
    headers: { ...body.headers, ...bearer(who.token), 'x-language': 'en' },
    payload: body.payload,
  });
}

describe('user devices', () => {
  it('registers a serial with its catalogue model; another account is refused without telling whose', async () => {
    const created = await register(ana, '123450AA');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      serialNumber: '123450AA',
      model: 'DoseMaxV2',
      family: 'doseMaxV2',
      imageFolder: 'dose-max-v2',
      certificate: null,
      calibrationState: 'none',
    });
    const mine = await register(ana, '123450AA');
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error).toBe('You have already registered this device');
    const theirs = await register(bia, '123450AA');
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toBe('This serial number is already registered to another account');
    expect(theirs.body).not.toContain('ana');

    const found = await call(t, ana, 'GET', '/api/user-device/by-serial-number?serialNumber=123450AA');
    expect(found.json().data.id).toBe(created.json().data.id);
    // Not Bia's: the same answer as for a serial nobody registered.
    const notBias = await call(t, bia, 'GET', '/api/user-device/by-serial-number?serialNumber=123450AA');
    expect(notBias.statusCode).toBe(200);
    expect(notBias.json()).toEqual({ data: null });
    const nobodys = await call(t, bia, 'GET', '/api/user-device/by-serial-number?serialNumber=000001B');
    expect(nobodys.json()).toEqual({ data: null });
    expect((await register(ana, '12/34')).statusCode).toBe(400);
  });

  it('sets the certificate, refuses a calibration after the next one, sorts by next date with due states', async () => {
    const ok = (await register(ana, '555001B')).json().data;
    const due = (await register(ana, '555007A')).json().data;
    const overdue = (await register(ana, '555008A')).json().data;
    await call(t, ana, 'PATCH', '/api/user-device/update-certificate', certificate(ok.id, dayFromToday(120)));
    await call(t, ana, 'PATCH', '/api/user-device/update-certificate', certificate(due.id, dayFromToday(10)));
    const set = await call(
      t,
      ana,
      'PATCH',
      '/api/user-device/update-certificate',
      certificate(overdue.id, dayFromToday(-1)),
    );
    expect(set.json().data.certificate).toEqual({
      laboratory: 'Lab RBC',
      calibrationDate: '2025-01-10',
      certificateNumber: 'C-1',
      nextCalibrationDate: dayFromToday(-1),
      hasFile: false,
    });

    const before = await t.database.db.select().from(userDevices);
    const reversed = await call(
      t,
      ana,
      'PATCH',
      '/api/user-device/update-certificate',
      certificate(ok.id, '2025-01-01', '2025-02-01'),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toContain('The calibration date cannot be after the next calibration date');
    const notMine = await call(
      t,
      bia,
      'PATCH',
      '/api/user-device/update-certificate',
      certificate(ok.id, '2030-01-01'),
    );
    expect(notMine.statusCode).toBe(404);
    expect(await t.database.db.select().from(userDevices)).toEqual(before);

    const list = (await call(t, ana, 'GET', '/api/user-device')).json().data;
    expect(
      list.map((d: { serialNumber: string; calibrationState: string; model: string }) => [
        d.serialNumber,
        d.model,
        d.calibrationState,
      ]),
    ).toEqual([
      ['555008A', 'CO2Pro', 'overdue'],
      ['555007A', 'AxPro', 'due'],
      ['555001B', 'DoseMax', 'ok'],
      ['123450AA', 'DoseMaxV2', 'none'],
    ]);
    expect((await call(t, bia, 'GET', '/api/user-device')).json().data).toEqual([]);
  });

  it('stores a certificate PDF after checking its magic bytes; removes the device with it', async () => {
    const device = (await register(ana, '777004B')).json().data;
    const notPdf = await uploadCertificate(ana, device.id, 'PK\u0003\u0004 not a pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toBe('The certificate must be a PDF file');
    expect((await uploadCertificate(bia, device.id, '%PDF-1.7\n')).statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.7\n% certificate\n%%EOF\n');
    const stored = await uploadCertificate(ana, device.id, pdf);
    expect(stored.statusCode).toBe(200);
    const back = await t.app.inject({
      url: `/api/user-device/${device.id}/certificate-file`,
      headers: bearer(ana.token),
    });
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(pdf)).toBe(true);
    const other = await t.app.inject({
      url: `/api/user-device/${device.id}/certificate-file`,
      headers: bearer(bia.token),
    });
    expect(other.statusCode).toBe(404);

    expect((await call(t, bia, 'DELETE', `/api/user-device/${device.id}`)).statusCode).toBe(404);
    expect((await call(t, ana, 'DELETE', `/api/user-device/${device.id}`)).statusCode).toBe(200);
    const keys = await t.app.platform.storage.get(`users/${ana.id}/devices/${device.id}/certificate.pdf`);
    expect(keys).toBeUndefined();
    // Once removed, the serial is free for another account.
    expect((await register(bia, '777004B')).statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, undefined, 'GET', '/api/user-device')).statusCode).toBe(401);
    expect((await call(t, undefined, 'POST', '/api/user-device?serialNumber=1')).statusCode).toBe(401);
  });
});
