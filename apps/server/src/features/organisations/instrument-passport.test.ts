import { calibrationState } from '@ohp/contracts';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person } from './organisation-test-kit.ts';

let t: TestApp;
let ana: Person;
const record = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'ana@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('instrument passport', () => {
  it('a measurement keeps the serial and firmware; the serial finds the registered device’s certificate', async () => {
    const body = multipartBody(
      { fileName: 'turno.txt', description: 'Turno A', firmware: 'v2.3.1' },
      { name: 'file', filename: 'turno.txt', content: record },
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(ana.token) },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(201);
    const measurement = saved.json().data;
    expect(measurement.firmware).toBe('v2.3.1');
    expect(measurement.serialNumber).toMatch(/AA$/);

    const device = (
      await call(
        t,
        ana,
        'POST',
        `/api/user-device?serialNumber=${encodeURIComponent(measurement.serialNumber)}`,
      )
    ).json().data;
    await call(t, ana, 'PATCH', '/api/user-device/update-certificate', {
      id: device.id,
      laboratory: 'Lab RBC',
      calibrationDate: '2025-01-10',
      certificateNumber: 'C-7',
      nextCalibrationDate: '2026-01-10',
    });
    const found = await call(
      t,
      ana,
      'GET',
      `/api/user-device/by-serial-number?serialNumber=${encodeURIComponent(measurement.serialNumber)}`,
    );
    const certificate = found.json().data.certificate;
    expect(certificate.certificateNumber).toBe('C-7');
    // Measured on 11 Jan 2026, one day after the next calibration date: out of calibration.
    expect(calibrationState(certificate.nextCalibrationDate, '2026-01-11')).toBe('overdue');
    expect(calibrationState(certificate.nextCalibrationDate, '2025-06-01')).toBe('ok');
  });
});
