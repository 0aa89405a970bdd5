import { profiles, VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { expectedNr15 as expectedUnderDeviceConfig, ptBr } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 17 "work survives a reload", as a user meets it in the real browser with the real
// IndexedDB: a demo DoseMax record read, a period clipped and report fields typed, then a reload
// brings back the same reading, clipping and fields; the records screen reconnects the demo
// device by itself; signing out forgets what was kept.

/** What the app keeps in IndexedDB (database ohp-work, store kv), read from inside the page. */
function kept(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ohp-work', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kv', 'readonly').objectStore('kv').get(k);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

it('a reload keeps the read record, its clipping and the report form; the demo device reconnects', {
  timeout: 240_000,
}, async () => {
  const record = new VirtualDevice('doseMax').records[1];
  if (!record) throw new Error('The emulated DoseMax has no record');
  const original = expectedUnderDeviceConfig(record.text);
  const start = new Date(original.startMs);
  const at = (minutes: number) => {
    const d = new Date(start.getTime() + minutes * 60_000);
    return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
  };

  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'DoseMax', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    await page
      .getByTestId('connected-device')
      .filter({ hasText: 'DoseMax' })
      .getByRole('link', { name: 'Ver registros' })
      .click();
    const rows = page.getByTestId('record-row');
    await rows.first().waitFor();
    const registerPath = new URL(page.url()).pathname;
    expect(registerPath).toBe(`/access-device/register/${profiles.doseMax.serialNumber}`);
    await rows
      .filter({ hasText: start.toLocaleDateString('pt-BR') })
      .getByRole('button', { name: /^Ler registro/ })
      .click();

    const dose = page.getByTestId('value-dosePct-nho01');
    await page.getByTestId('noise-viewer').waitFor({ timeout: 60_000 });
    await expect.poll(() => dose.textContent()).toBe(ptBr(original.result.dosePct));
    await page.getByLabel('Início', { exact: true }).fill(at(30));
    await page.getByLabel('Fim', { exact: true }).fill(at(45));
    await page.getByLabel('Observação', { exact: true }).fill('Troca de ferramenta');
    await page.getByTestId('add-clipping').click();
    await page.getByTestId('clipping-row').waitFor();
    const clippedDose = await dose.textContent();
    expect(clippedDose).not.toBe(ptBr(original.result.dosePct));
    await page.getByTestId('form-employee').fill('Carla Mendes');
    // Half typed, not valid yet: work all the same.
    await page.getByTestId('form-assessmentDate').fill('12/03/20');

    // The draft has reached IndexedDB (a reload before the write commits would lose the last keys).
    await expect
      .poll(async () => JSON.stringify(await kept(page, 'current-reading-draft')))
      .toMatch(/Carla Mendes.*12\/03\/20|12\/03\/20.*Carla Mendes/);
    const reading = (await kept(page, 'current-reading')) as { text: string; fileName: string };
    expect(reading.text).toBe(record.text);

    await page.reload();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/upload/read');
    expect(await page.getByTestId('viewer-file-name').textContent()).toBe(reading.fileName.slice(0, 140));
    await page.getByTestId('clipping-row').waitFor();
    expect(await page.getByTestId('clipping-row').textContent()).toContain('Troca de ferramenta');
    await expect.poll(() => dose.textContent()).toBe(clippedDose);
    expect(await page.getByTestId('form-employee').inputValue()).toBe('Carla Mendes');
    expect(await page.getByTestId('form-assessmentDate').inputValue()).toBe('12/03/20');

    // The records screen after a reload: the demo device (an emulator in the page) comes back.
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
    await signIn(page, baseUrl, demo, '/upload/read');
    await page.getByTestId('no-reading').waitFor();
    expect(await page.getByTestId('noise-viewer').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

it('a reload keeps a read Itemp record with its chosen mode and typed report field', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'ITEMP', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    await page
      .getByTestId('connected-device')
      .filter({ hasText: 'ITEMP' })
      .getByRole('link', { name: 'Ver registros' })
      .click();
    const rows = page.getByTestId('record-row');
    await rows.first().waitFor();
    await rows
      .filter({ hasText: '21/01/2026' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('heat-report-screen').waitFor({ timeout: 60_000 });
    // Nothing but the mode until it is chosen; then the norm and the form.
    expect(await page.getByTestId('heat-norm').count()).toBe(0);
    await page.getByText('Por componentes (várias fontes)').click();
    await page.getByTestId('heat-norm').waitFor();
    await page.getByLabel('Trabalhador avaliado').fill('Carla Mendes');
    await expect
      .poll(async () => JSON.stringify(await kept(page, 'current-reading-draft')))
      .toMatch(/"mode":"component".*Carla Mendes/);

    await page.reload();
    await page.getByTestId('heat-report-screen').waitFor({ timeout: 60_000 });
    await page.getByTestId('heat-norm').waitFor();
    expect(await page.getByLabel('Trabalhador avaliado').inputValue()).toBe('Carla Mendes');
    expect(problems).toEqual([]);
  });
});

it('a reload keeps a read AxPro record with its period and typed description', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'AxPro', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    await page
      .getByTestId('connected-device')
      .filter({ hasText: 'AxPro' })
      .getByRole('link', { name: 'Ver registros' })
      .click();
    await page
      .getByTestId('record-row')
      .filter({ hasText: 'Esmerilhadeira' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('vibration-viewer').waitFor({ timeout: 60_000 });
    const period = page.getByTestId('vibration-period');
    await period.getByLabel('De (min)').fill('4');
    await period.getByLabel('Até (min)').fill('12.5');
    await period.getByLabel('Exposição diária (min)').fill('90');
    await page.getByLabel('Descrição da medição').fill('Esmeril de bancada');
    await expect
      .poll(async () => JSON.stringify(await kept(page, 'current-reading-draft')))
      .toMatch(/Esmeril de bancada.*"fromMin":4,"toMin":12.5,"exposureMin":90/);

    await page.reload();
    await page.getByTestId('vibration-viewer').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/upload/read');
    expect(await page.getByLabel('Descrição da medição').inputValue()).toBe('Esmeril de bancada');
    expect(await period.getByLabel('De (min)').inputValue()).toBe('4');
    expect(await period.getByLabel('Até (min)').inputValue()).toBe('12.5');
    expect(await period.getByLabel('Exposição diária (min)').inputValue()).toBe('90');
    expect(problems).toEqual([]);
  });
});
