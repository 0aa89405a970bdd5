import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeviceFamily, EmulatorFaults } from '@ohp/devices';
import type { Page } from 'playwright-core';

export const screenshots = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));

/** The flag the web app reads (apps/web/src/features/device/lib/emulated-serial.ts). */
export interface EmulatedSerialFlag {
  families: DeviceFamily[];
  faults?: Partial<Record<DeviceFamily, EmulatorFaults>>;
  bytesPerSecond?: number;
}

/**
 * Before any page script runs: asks the app to put the emulator behind navigator.serial. The app
 * then goes the real way (requestPort → WebSerialTransport → DeviceSession) against virtual devices.
 */
export async function injectEmulatedSerial(page: Page, flag: EmulatedSerialFlag): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __OHP_EMULATED_SERIAL__: unknown }).__OHP_EMULATED_SERIAL__ = value;
  }, flag);
}

/** Removes Web Serial from the page, as in Firefox or Safari. */
export async function removeWebSerial(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'serial', { value: undefined, configurable: true });
  });
}

interface EmulatorWindow {
  __OHP_EMULATOR__?: {
    devices: Array<{
      family: string;
      faults: EmulatorFaults;
      records: unknown[];
      configs: Map<string, string>;
      schedule: string[];
      dateTime: string | undefined;
      addRecord(record: { start: string; description: string; text: string; audioBytes: number }): {
        register: number;
      };
    }>;
  };
}

/** `text` added as a record to the page's virtual device of `family`; resolves with its register. */
export function addEmulatedRecord(page: Page, family: DeviceFamily, text: string): Promise<number> {
  return page.evaluate(
    ([f, recordText]) => {
      const device = (window as unknown as EmulatorWindow).__OHP_EMULATOR__?.devices.find(
        (d) => d.family === f,
      );
      if (!device) throw new Error(`no emulated ${f}`);
      const start = '2026-05-04T00:00:00';
      return device.addRecord({ start, description: 'test', text: recordText, audioBytes: 0 }).register;
    },
    [family, text] as const,
  );
}

/** Sets faults on the virtual device of `family` in the page (docs/emulator.md "Faults"). */
export async function setFaults(page: Page, family: DeviceFamily, faults: EmulatorFaults): Promise<void> {
  await page.evaluate(
    ([f, value]) => {
      const device = (window as unknown as EmulatorWindow).__OHP_EMULATOR__?.devices.find(
        (d) => d.family === f,
      );
      if (!device) throw new Error(`no emulated ${f}`);
      device.faults = value;
    },
    [family, faults] as const,
  );
}

/** What the virtual device holds now: record count, configuration values, schedule, last date set. */
export async function emulatorState(page: Page, family: DeviceFamily) {
  return page.evaluate((f) => {
    const device = (window as unknown as EmulatorWindow).__OHP_EMULATOR__?.devices.find(
      (d) => d.family === f,
    );
    if (!device) throw new Error(`no emulated ${f}`);
    return {
      records: device.records.length,
      config: device.configs.get('config') ?? '',
      advanced: device.configs.get('advanced') ?? '',
      schedule: device.schedule.join('|'),
      dateTime: device.dateTime ?? null,
    };
  }, family);
}

/** Records every percent the read progress shows (a MutationObserver in the page). */
export async function watchReadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progressSeen: number[] }).__progressSeen = seen;
    const note = () => {
      const el = document.querySelector('[data-testid="read-percent"]');
      const value = el ? Number.parseInt(el.textContent ?? '', 10) : Number.NaN;
      if (!Number.isNaN(value) && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
}

/** Waits until the page is still: fonts loaded, no tooltip, no running animation or transition. */
export async function settle(page: Page): Promise<void> {
  await page.mouse.move(1300, 790);
  await page.evaluate(() => document.fonts.ready);
  await page.locator('[role="tooltip"]').first().waitFor({ state: 'hidden' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A screenshot of the page as it is, once still. */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(screenshots, `${name}.png`), ...options });
}

/** Screenshot in the current (dark) theme, then in the light theme, then back to dark. */
export async function shootBothThemes(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await shoot(page, `${name}-dark`, options);
  const toggle = page.getByTestId('theme-switch');
  await toggle.click();
  await page.locator('html[data-mantine-color-scheme="light"]').waitFor();
  await shoot(page, `${name}-light`, options);
  await toggle.click();
  await page.locator('html[data-mantine-color-scheme="dark"]').waitFor();
  await settle(page);
}
