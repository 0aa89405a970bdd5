import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Saves the emulator's first record of `family` for the signed-in user (POST /api/measurements); answers its id. */
export async function saveMeasurement(
  page: Page,
  family: DeviceFamily,
  description: string,
): Promise<string> {
  const record = new VirtualDevice(family).records[0];
  if (!record) throw new Error(`no emulated ${family} record`);
  const answer = await page.evaluate(
    async ({ text, description }) => {
      const body = new FormData();
      body.append('fileName', 'phone.txt');
      body.append('description', description);
      body.append('file', new Blob([text], { type: 'text/plain' }), 'phone.txt');
      const token = localStorage.getItem('ohp.accessToken') ?? '';
      const response = await fetch('/api/measurements', {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as { data?: { id?: unknown } } };
    },
    { text: record.text, description },
  );
  expect(answer.status).toBe(201);
  return String(answer.body.data?.id);
}
