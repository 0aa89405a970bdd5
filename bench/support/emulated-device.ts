// The emulated device the app puts behind navigator.serial when a page asks for it (the browser
// tests' flag, apps/web/src/features/device/lib/emulated-serial.ts), driven from a bench.
import type { DeviceFamily } from '@ohp/devices';
import type { Page } from 'playwright-core';

type EmulatedRecord = { start: string; description: string; text: string; audioBytes: number };
type EmulatorWindow = {
  __OHP_EMULATED_SERIAL__?: { families: DeviceFamily[] };
  __OHP_EMULATOR__?: { devices: Array<{ addRecord(record: EmulatedRecord): { register: number } }> };
};

/** The page's app starts with one emulated device of `family`, its link not paced. */
export async function useEmulatedDevice(page: Page, family: DeviceFamily): Promise<void> {
  await page.addInitScript((f) => {
    (window as unknown as EmulatorWindow).__OHP_EMULATED_SERIAL__ = { families: [f] };
  }, family);
}

/** `text` given to the page's emulated device as its newest record; resolves with its register. */
export function giveRecord(page: Page, text: string): Promise<number> {
  return page.evaluate((recordText) => {
    const device = (window as unknown as EmulatorWindow).__OHP_EMULATOR__?.devices[0];
    if (!device) throw new Error('no emulated device in the page');
    const record = { start: '2026-02-05T06:00:00', description: 'bench', text: recordText, audioBytes: 0 };
    return device.addRecord(record).register;
  }, text);
}
