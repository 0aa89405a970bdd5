import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Saves the emulator's first record of `family` for the signed-in user (POST /api/measurements). */
export async function saveMeasurement(page: Page, family: DeviceFamily, description: string) {
  const record = new VirtualDevice(family).records[0];
  if (!record) throw new Error(`no emulated ${family} record`);
  const status = await page.evaluate(
    async ({ text, description }) => {
      const body = new FormData();
      body.append('fileName', 'phone.txt');
      body.append('description', description);
      body.append('file', new Blob([text], { type: 'text/plain' }), 'phone.txt');
      const token = localStorage.getItem('ohp.accessToken') ?? '';
      const answer = await fetch('/api/measurements', {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.status;
    },
    { text: record.text, description },
  );
  expect(status).toBe(201);
}
