import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import {
  emulatorState,
  injectEmulatedSerial,
  screenshots,
  setFaults,
  shoot,
  shootBothThemes,
  watchReadProgress,
} from './support/device-emulator';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// The whole device flow of issue 4 against a virtual DoseMaxV2 behind navigator.serial:
// connect → list → Err:N and retry → read with progress → delete → configure → schedule →
// date sync → unplug mid-read → alert and redirect.
it('connect, list, read with progress, delete, configure and unplug a DoseMaxV2 (emulated navigator.serial)', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['doseMaxV2'], bytesPerSecond: 40_000 });
    await signIn(page, baseUrl, demo, '/access-device');

    // /access-device: three steps and the search button.
    await page.getByRole('heading', { name: 'Acessar equipamento', level: 1 }).waitFor();
    for (const step of ['Ligue e conecte pela USB', 'Clique em Buscar', 'Selecione o equipamento']) {
      await page.getByText(step, { exact: true }).waitFor();
    }
    expect(await page.getByTestId('browser-not-supported').count()).toBe(0);
    await shootBothThemes(page, 'device-access');

    // Search → requestPort → the device list.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('heading', { name: 'Equipamentos conectados', level: 1 }).waitFor();
    const card = page.getByTestId('connected-device');
    await card.waitFor();
    const cardText = await card.textContent();
    for (const text of ['DoseMaxV2', '2409000310AA', '3.0.2', 'Versão BLE', '1.1.0', 'Desconectar']) {
      expect(cardText).toContain(text);
    }
    await shootBothThemes(page, 'device-select');

    // An Err:13 answer to the list is shown translated; retry works.
    await setFaults(page, 'doseMaxV2', { errorAnswer: { command: 'a', code: 13 } });
    await page.getByRole('link', { name: 'Ver registros' }).click();
    const error = page.getByRole('alertdialog', { name: 'Erro' });
    await error.waitFor();
    expect(await error.textContent()).toContain(
      'Certifique-se de que o equipamento não está na tela de registros',
    );
    await error.getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(new URL(page.url()).pathname).toBe('/access-device/register/2409000310AA');
    const firstRow = await rows.first().textContent();
    expect(firstRow).toContain('Turno caldeiraria');
    expect(firstRow).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(firstRow).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(firstRow).toMatch(/KiB/);
    await shootBothThemes(page, 'device-records');

    // Read record 2 with the progress bar, ending on the data viewer.
    const progress = await watchReadProgress(page);
    await page.getByRole('button', { name: 'Ler registro 2' }).click();
    await page.getByTestId('read-progress').waitFor();
    // No settling here: the bar moves until the read ends.
    await page.screenshot({ path: join(screenshots, 'device-read-progress-dark.png') });
    // A DoseMax V2 record opens in the second dosimeter screen (the noise viewer, with clipping).
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    const seen = await progress();
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen); // never goes backwards
    expect(new URL(page.url()).pathname).toBe('/upload/read');
    expect(await page.getByTestId('viewer-file-name').textContent()).toBe('DoseMaxV2_2409000310AA_2.txt');
    expect(await page.getByTestId('noise-viewer').getAttribute('data-family')).toBe('doseMaxV2');
    await page.getByTestId('norm-selector').waitFor();
    await shootBothThemes(page, 'device-viewer');

    // Back to the records; delete record 3 after confirming (Cancel first: nothing is deleted).
    await page.goBack();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('button', { name: 'Excluir registro 3' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Excluir registro' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect((await emulatorState(page, 'doseMaxV2')).records).toBe(3);
    await page.getByRole('button', { name: 'Excluir registro 3' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Excluir registro' });
    await confirm.waitFor();
    await shoot(page, 'device-delete-confirm-dark');
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    const done = page.getByRole('alertdialog', { name: 'Sucesso' });
    await done.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect((await emulatorState(page, 'doseMaxV2')).records).toBe(2);

    // Configuration: invalid values show the spec's messages and nothing is written.
    await page.getByRole('link', { name: 'Configuração e agenda' }).click();
    await page.getByRole('heading', { name: 'Configuração do equipamento', level: 1 }).waitFor();
    const form = page.getByTestId('config-form-config');
    await form.waitFor();
    const before = await emulatorState(page, 'doseMaxV2');
    await form.getByLabel('Duração da medição').fill('24:30');
    await form.getByLabel('Brilho da tela (%)').fill('5');
    await form.getByLabel('Tempo de inatividade (min)').fill('45');
    await form.getByLabel('Nome padrão do arquivo').fill('NOME_LONGO_DEMAIS');
    await form.getByLabel('Intervalo de registro (s)').fill('abc');
    await form.getByRole('button', { name: 'Gravar no equipamento' }).click();
    await form.getByText('A duração deve estar entre 00:01 e 23:59').waitFor();
    await form.getByText('Informe um valor entre 10 e 100').waitFor();
    await form.getByText('Informe um valor entre 1 e 30').waitFor();
    await form.getByText('Use no máximo 14 caracteres').waitFor();
    await form.getByText('O valor deve ser um número').waitFor();
    await form.getByText('Corrija os campos destacados. Nada foi gravado no equipamento.').waitFor();
    await shootBothThemes(page, 'device-config-invalid');
    expect(await emulatorState(page, 'doseMaxV2')).toEqual(before);

    // A duration that is not a whole number of intervals: the "number of records" rule.
    await form.getByLabel('Duração da medição').fill('00:01');
    await form.getByLabel('Brilho da tela (%)').fill('80');
    await form.getByLabel('Tempo de inatividade (min)').fill('10');
    await form.getByLabel('Nome padrão do arquivo').fill('TURNO_A');
    await form.getByLabel('Intervalo de registro (s)').fill('7');
    await form.getByRole('button', { name: 'Gravar no equipamento' }).click();
    await form.getByText('Número de registros inválido para o intervalo escolhido').waitFor();
    expect(await emulatorState(page, 'doseMaxV2')).toEqual(before);

    // Valid values are written and read back.
    await form.getByLabel('Duração da medição').fill('08:00');
    await form.getByLabel('Intervalo de registro (s)').fill('5');
    await form.getByRole('button', { name: 'Gravar no equipamento' }).click();
    const saved = page.getByRole('alertdialog', { name: 'Sucesso' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Configuração gravada e conferida no equipamento.');
    await saved.getByRole('button', { name: 'Ok' }).click();
    const written = (await emulatorState(page, 'doseMaxV2')).config.split(';');
    expect(written.slice(0, 7)).toEqual(['08:00', '5', written[2], written[3], '10', 'TURNO_A', '80']);
    expect(await form.getByLabel('Nome padrão do arquivo').inputValue()).toBe('TURNO_A');
    expect(await form.getByText('Corrija os campos destacados').count()).toBe(0);

    // Advanced configuration: its own ranges.
    await page.getByRole('tab', { name: 'Avançada' }).click();
    const advanced = page.getByTestId('config-form-advanced');
    await advanced.getByLabel('Nível limiar (dB)', { exact: true }).fill('95');
    await advanced.getByRole('button', { name: 'Gravar no equipamento' }).click();
    await advanced.getByText('Informe um valor entre 60 e 90').waitFor();
    expect((await emulatorState(page, 'doseMaxV2')).advanced).toBe(before.advanced);

    // Schedule: an invalid time is refused; a valid change is written and read back.
    await page.getByRole('tab', { name: 'Agenda' }).click();
    const schedule = page.getByTestId('schedule-form');
    await schedule.waitFor();
    await schedule.getByRole('textbox', { name: 'Início 1', exact: true }).fill('25:00');
    await schedule.getByRole('button', { name: 'Gravar agenda' }).click();
    await schedule.getByText('Informe um horário válido (HH:mm)').waitFor();
    expect((await emulatorState(page, 'doseMaxV2')).schedule).toBe(before.schedule);
    await shootBothThemes(page, 'device-schedule');
    await schedule.getByRole('textbox', { name: 'Início 1', exact: true }).fill('06:45');
    await schedule.getByRole('button', { name: 'Gravar agenda' }).click();
    const scheduleSaved = page.getByRole('alertdialog', { name: 'Sucesso' });
    await scheduleSaved.getByRole('button', { name: 'Ok' }).click();
    expect((await emulatorState(page, 'doseMaxV2')).schedule).toContain('06:45');

    // Date/time sync.
    await page.getByRole('button', { name: 'Sincronizar data e hora' }).click();
    const synced = page.getByRole('alertdialog', { name: 'Sucesso' });
    await synced.waitFor();
    await synced.getByRole('button', { name: 'Ok' }).click();
    expect((await emulatorState(page, 'doseMaxV2')).dateTime).toMatch(/^\d{14}$/);

    // Unplug in the middle of a read: attention alert, list cleared, back on /access-device.
    await page.getByRole('link', { name: 'Registros', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await setFaults(page, 'doseMaxV2', { unplugDuringRead: { afterBytes: 60_000 } });
    await page.getByRole('button', { name: 'Ler registro 2' }).click();
    const attention = page.getByRole('alertdialog', { name: 'Atenção' });
    await attention.waitFor({ timeout: 30_000 });
    expect(await attention.textContent()).toContain('O equipamento foi desconectado.');
    await page.getByRole('heading', { name: 'Acessar equipamento', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/access-device');
    await shoot(page, 'device-unplugged-dark');
    await attention.getByRole('button', { name: 'Ok' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('link', { name: 'Acessar equipamento' }).first().waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/access-device/select');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('no-device').waitFor();
    expect(problems).toEqual([]);
  });
}, 180_000);
