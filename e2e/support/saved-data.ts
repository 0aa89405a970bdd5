import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Saves the emulator's first record of `family` for the signed-in user (POST /api/measurements); answers its id. */
export async function saveMeasurement(
  page: Page,
  family: DeviceFamily,
  description: string,
  fileName = 'phone.txt',
): Promise<string> {
  const record = new VirtualDevice(family).records[0];
  if (!record) throw new Error(`no emulated ${family} record`);
  const answer = await page.evaluate(
    async ({ text, description, fileName }) => {
      const body = new FormData();
      body.append('fileName', fileName);
      body.append('description', description);
      body.append('file', new Blob([text], { type: 'text/plain' }), fileName);
      const token = localStorage.getItem('ohp.accessToken') ?? '';
      const response = await fetch('/api/measurements', {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as { data?: { id?: unknown } } };
    },
    { text: record.text, description, fileName },
  );
  expect(answer.status).toBe(201);
  return String(answer.body.data?.id);
}
