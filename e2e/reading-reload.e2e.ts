import { profiles, VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { kept, keptReading } from './support/kept-reading';
import { expectedNr15 as expectedUnderDeviceConfig, ptBr } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 17 "work survives a reload", as a user meets it in the real browser with the real
// IndexedDB: a demo DoseMax record read, a period clipped and report fields typed, then a reload
// brings back the same reading, clipping and fields; the records screen reconnects the demo
// device by itself; signing out forgets what was kept.

/** The steps of one family's reading; made afresh for each run, so they can share what they saw. */
interface FamilySteps {
  /** Text of the record row to read. */
  recordRow: string;
  /** Works on the reading: what has to come back after the reload. */
  work(page: Page): Promise<void>;
  /** What the kept draft holds once the work has reached IndexedDB. */
  draft: RegExp;
  /** Checks once the draft is kept, before the reload. */
  beforeReload?(page: Page): Promise<void>;
  /** Checks after the reload (`registerPath`: the records screen the record was read from). */
  afterReload(page: Page, registerPath: string): Promise<void>;
}

interface Family {
  title: string;
  /** The demo device's name in the picker and on its card. */
  device: string;
  /** Test id of the family's viewer. */
  viewer: string;
  steps(): FamilySteps;
}

const doseMax: Family = {
  title: 'a reload keeps the read record, its clipping and the report form; the demo device reconnects',
  device: 'DoseMax',
  viewer: 'noise-viewer',
  steps() {
    const record = new VirtualDevice('doseMax').records[1];
    if (!record) throw new Error('The emulated DoseMax has no record');
    const original = expectedUnderDeviceConfig(record.text);
    const start = new Date(original.startMs);
    const at = (minutes: number) => {
      const d = new Date(start.getTime() + minutes * 60_000);
      return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    };
    let clippedDose: string | null = null;
    let reading: { text: string; fileName: string } | undefined;
    return {
      recordRow: start.toLocaleDateString('pt-BR'),
      async work(page) {
        const dose = page.getByTestId('value-dosePct-nho01');
        await expect.poll(() => dose.textContent()).toBe(ptBr(original.result.dosePct));
        await page.getByLabel('Início', { exact: true }).fill(at(30));
        await page.getByLabel('Fim', { exact: true }).fill(at(45));
        await page.getByLabel('Observação', { exact: true }).fill('Troca de ferramenta');
        await page.getByTestId('add-clipping').click();
        await page.getByTestId('clipping-row').waitFor();
        clippedDose = await dose.textContent();
        expect(clippedDose).not.toBe(ptBr(original.result.dosePct));
        await page.getByTestId('form-employee').fill('Carla Mendes');
        // Half typed, not valid yet: work all the same.
        await page.getByTestId('form-assessmentDate').fill('12/03/20');
      },
      // The draft has reached IndexedDB (a reload before the write commits would lose the last keys).
      draft: /Carla Mendes.*12\/03\/20|12\/03\/20.*Carla Mendes/,
      async beforeReload(page) {
        reading = (await keptReading(page)) ?? undefined;
        expect(reading?.text).toBe(record.text);
      },
      async afterReload(page, registerPath) {
        expect(registerPath).toBe(`/access-device/register/${profiles.doseMax.serialNumber}`);
        expect(new URL(page.url()).pathname).toBe('/upload/read');
        expect(await page.getByTestId('viewer-file-name').textContent()).toBe(
          reading?.fileName.slice(0, 140),
        );
        await page.getByTestId('clipping-row').waitFor();
        expect(await page.getByTestId('clipping-row').textContent()).toContain('Troca de ferramenta');
        await expect.poll(() => page.getByTestId('value-dosePct-nho01').textContent()).toBe(clippedDose);
        expect(await page.getByTestId('form-employee').inputValue()).toBe('Carla Mendes');
        expect(await page.getByTestId('form-assessmentDate').inputValue()).toBe('12/03/20');

        // The records screen after a reload: the demo device (an emulator in the page) comes back.
        const rows = page.getByTestId('record-row');
        await page.goto(`${baseUrl}${registerPath}`);
        await rows.first().waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('no-device').count()).toBe(0);

        // Signing out forgets what was kept: the next person on this browser starts with nothing.
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Sair' }).click();
        await page
          .getByRole('alertdialog', { name: 'Sair da conta' })
          .getByRole('button', { name: 'Sair', exact: true })
          .click();
        await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
        await expect.poll(() => kept(page, 'current-reading')).toBeNull();
        expect(await kept(page, 'current-reading-draft')).toBeNull();
        expect(await kept(page, 'current-reading-text-0')).toBeNull();
        await signIn(page, baseUrl, demo, '/upload/read');
        await page.getByTestId('no-reading').waitFor();
        expect(await page.getByTestId('noise-viewer').count()).toBe(0);
      },
    };
  },
};

const itemp: Family = {
  title: 'a reload keeps a read Itemp record with its chosen mode and typed report field',
  device: 'ITEMP',
  viewer: 'heat-report-screen',
  steps: () => ({
    recordRow: '21/01/2026',
    async work(page) {
      // Nothing but the mode until it is chosen; then the norm and the form.
      expect(await page.getByTestId('heat-norm').count()).toBe(0);
      await page.getByText('Por componentes (várias fontes)').click();
      await page.getByTestId('heat-norm').waitFor();
      await page.getByLabel('Trabalhador avaliado').fill('Carla Mendes');
    },
    draft: /"mode":"component".*Carla Mendes/,
    async afterReload(page) {
      await page.getByTestId('heat-norm').waitFor();
      expect(await page.getByLabel('Trabalhador avaliado').inputValue()).toBe('Carla Mendes');
    },
  }),
};

const axPro: Family = {
  title: 'a reload keeps a read AxPro record with its period and typed description',
  device: 'AxPro',
  viewer: 'vibration-viewer',
  steps: () => ({
    recordRow: 'Esmerilhadeira',
    async work(page) {
      const period = page.getByTestId('vibration-period');
      await period.getByLabel('De (min)').fill('4');
      await period.getByLabel('Até (min)').fill('12,5');
      await period.getByLabel('Exposição diária (min)').fill('90');
      await page.getByLabel('Descrição da medição').fill('Esmeril de bancada');
    },
    draft: /Esmeril de bancada.*"fromMin":4,"toMin":12.5,"exposureMin":90/,
    async afterReload(page) {
      const period = page.getByTestId('vibration-period');
      expect(new URL(page.url()).pathname).toBe('/upload/read');
      expect(await page.getByLabel('Descrição da medição').inputValue()).toBe('Esmeril de bancada');
      expect(await period.getByLabel('De (min)').inputValue()).toBe('4');
      expect(await period.getByLabel('Até (min)').inputValue()).toBe('12,5');
      expect(await period.getByLabel('Exposição diária (min)').inputValue()).toBe('90');
    },
  }),
};

for (const family of [doseMax, itemp, axPro]) {
  it(family.title, { timeout: 240_000 }, async () => {
    const steps = family.steps();
    await withBrowser(async ({ context }) => {
      const { page, problems } = await openPage(context);
      await signIn(page, baseUrl, demo, '/access-device');
      await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
      await page.getByRole('option', { name: family.device, exact: true }).click();
      await page.getByRole('button', { name: 'Conectar demonstração' }).click();
      await page
        .getByTestId('connected-device')
        .filter({ hasText: family.device })
        .getByRole('link', { name: 'Ver registros' })
        .click();
      const rows = page.getByTestId('record-row');
      await rows.first().waitFor();
      const registerPath = new URL(page.url()).pathname;
      await rows
        .filter({ hasText: steps.recordRow })
        .getByRole('button', { name: /^Ler registro/ })
        .click();
      await page.getByTestId(family.viewer).waitFor({ timeout: 60_000 });
      await steps.work(page);
      await expect
        .poll(async () => JSON.stringify(await kept(page, 'current-reading-draft')))
        .toMatch(steps.draft);
      await steps.beforeReload?.(page);

      await page.reload();
      await page.getByTestId(family.viewer).waitFor({ timeout: 60_000 });
      await steps.afterReload(page, registerPath);
      expect(problems).toEqual([]);
    });
  });
}
