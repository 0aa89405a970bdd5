import {
  catalogueEntry,
  type DeviceFamily,
  deviceFamilies,
  hasBluetoothVersion,
  typeOfFamily,
} from '@ohp/devices';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { injectEmulatedSerial, removeWebSerial, shoot, shootBothThemes } from './support/device-emulator';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

it('without Web Serial the message shows before anything is tried and Search is disabled; the demo still works', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await removeWebSerial(page);
    await signIn(page, baseUrl, demo, '/access-device');
    const message = page.getByTestId('browser-not-supported');
    await message.waitFor();
    expect(await message.textContent()).toContain('Navegador não suportado: use o Edge ou o Chrome');
    expect(await page.getByRole('button', { name: 'Buscar', exact: true }).isDisabled()).toBe(true);
    await shootBothThemes(page, 'device-access-unsupported');
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    await page.getByTestId('connected-device').waitFor();
  });
});

it("no port chosen in the browser's window: 'click Connect in the popup', and a retry works", async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    // No device behind navigator.serial: requestPort() rejects with NotFoundError, as when the user closes the chooser.
    await injectEmulatedSerial(page, { families: [] });
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Erro' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nenhuma porta selecionada: clique em Conectar na janela');
    await shoot(page, 'device-no-port-dark');
    await alert.getByRole('button', { name: 'Ok' }).click();
    expect(new URL(page.url()).pathname).toBe('/access-device');
    expect(await page.getByRole('button', { name: 'Buscar', exact: true }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

it("a device that does not answer the version query is 'Invalid device'", async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['co2Pro'], faults: { co2Pro: { silentOn: 'v' } } });
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Erro' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Equipamento inválido');
    await alert.getByRole('button', { name: 'Ok' }).click();
  });
});

// The model each demo device answers with (SPEC §3 names: 'ITEMP', 'DoseMaxV2'), for every family.
const models: Record<DeviceFamily, string> = Object.fromEntries(
  deviceFamilies.map((family) => [family, catalogueEntry(typeOfFamily(family)).name]),
) as Record<DeviceFamily, string>;

it('the demo device of every family connects, lists its records, reads one into the viewer and configures', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    for (const [family, model] of Object.entries(models) as Array<[DeviceFamily, string]>) {
      await page.getByRole('heading', { name: 'Acessar equipamento', level: 1 }).waitFor();
      await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
      await page.getByRole('option', { name: model, exact: true }).click();
      await page.getByRole('button', { name: 'Conectar demonstração' }).click();
      const card = page.locator(`[data-testid="connected-device"]`).filter({ hasText: model });
      await card.waitFor();
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('DEMO');
      expect(text.includes('Versão BLE')).toBe(hasBluetoothVersion(typeOfFamily(family)));
      if (family === 'axPro') await shoot(page, 'device-select-demo-axpro-dark');
      await card.getByRole('link', { name: 'Ver registros' }).click();
      const rows = page.getByTestId('record-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      if (family === 'itemp') {
        // ITEMP register numbers are the id minus one, zero-padded (SPEC §3).
        expect(await rows.first().locator('td').first().textContent()).toBe('000');
      }
      // The smallest record reads fastest.
      const last = rows.last();
      await last.getByRole('button', { name: /^Ler registro/ }).click();
      // Each family opens in its domain's viewer: noise, the heat report screen, vibration, CO2.
      const viewer = page.locator(
        ['noise-viewer', 'heat-report-screen', 'vibration-viewer', 'co2-viewer']
          .map((id) => `[data-testid="${id}"]`)
          .join(', '),
      );
      await viewer.waitFor({ timeout: 30_000 });
      expect(await viewer.getAttribute('data-family')).toBe(family);
      if (family === 'co2Pro' || family === 'itemp') await shootBothThemes(page, `device-viewer-${family}`);
      await page.goBack();
      await rows.first().waitFor();
      await page.getByRole('link', { name: 'Configuração e agenda' }).click();
      await page.getByTestId('config-form-config').getByLabel('Duração da medição').waitFor();
      if (family === 'axPro') {
        await page.getByRole('tab', { name: 'Manutenção dos eixos' }).click();
        await page.getByTestId('config-form-maintenance').getByLabel('Data de calibração').waitFor();
        await shoot(page, 'device-config-axpro-maintenance-dark');
      }
      if (family === 'itemp') {
        await page.getByRole('tab', { name: 'Agenda' }).click();
        await page.getByTestId('schedule-form').getByText('Janela 1').waitFor();
        await shoot(page, 'device-schedule-itemp-dark');
      }
      // Disconnect from the records screen, back to an empty list.
      await page.getByRole('link', { name: 'Registros', exact: true }).click();
      await rows.first().waitFor();
      await page.getByRole('button', { name: 'Desconectar' }).click();
      await page.getByTestId('no-device').waitFor();
      await page.getByRole('link', { name: 'Acessar equipamento' }).last().click();
    }
    expect(problems).toEqual([]);
  });
}, 240_000);
