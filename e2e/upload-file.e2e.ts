import { generateLargeNoiseRecordText, VirtualDevice } from '@ohp/devices';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot, shootBothThemes } from './support/device-emulator';
import { keptReading } from './support/kept-reading';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

const recordText = (family: 'co2Pro' | 'doseMaxV2') => new VirtualDevice(family).records.at(-1)?.text ?? '';
const file = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'latin1'),
});

it('an empty file and a file of no device are refused with the SPEC §8 messages', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/upload');
    await page.getByRole('heading', { name: 'Enviar arquivo', level: 1 }).waitFor();
    await shootBothThemes(page, 'upload');
    const input = page.getByTestId('upload-input');

    await input.setInputFiles(file('vazio.txt', ''));
    let alert = page.getByRole('alertdialog', { name: 'Erro' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Arquivo vazio');
    await alert.getByRole('button', { name: 'Ok' }).click();

    await input.setInputFiles(file('lista.txt', 'compras;pão;leite\nmais uma linha\n'));
    alert = page.getByRole('alertdialog', { name: 'Erro' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Arquivo inválido');
    await shoot(page, 'upload-invalid-dark');
    await alert.getByRole('button', { name: 'Ok' }).click();
    expect(new URL(page.url()).pathname).toBe('/upload');
    expect(problems).toEqual([]);
  });
});

it("a DoseMaxV2 file without all of the a, b, c, d and z lines: 'attention', invalid file, back one page", async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await signIn(page, baseUrl, demo, '/upload');
    const text = recordText('doseMaxV2')
      .split(/\r?\n/)
      .filter((line) => !line.startsWith('b'))
      .join('\r\n');
    await page.getByTestId('upload-input').setInputFiles(file('sem-b.txt', text));
    const alert = page.getByRole('alertdialog', { name: 'Atenção' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Arquivo inválido');
    await page.getByRole('heading', { name: 'Enviar arquivo', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/upload');
    await alert.getByRole('button', { name: 'Ok' }).click();
  });
});

it('a valid reading file opens in the data viewer of its family, titled with the file name', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/upload');
    await page.getByTestId('upload-input').setInputFiles(file('sala-reuniao.txt', recordText('co2Pro')));
    // A CO2Pro record opens in the CO2 viewer, titled with the file name.
    const co2 = page.getByTestId('co2-viewer');
    await co2.waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/upload/read');
    expect(await co2.getAttribute('data-family')).toBe('co2Pro');
    expect(await co2.getByRole('heading', { name: 'sala-reuniao.txt' }).count()).toBeGreaterThan(0);
    await co2.getByTestId('co2-summary').waitFor();

    // The DoseMaxV2 file of the spec (lines a, b, c, d and z) by drag and drop.
    await page.goBack();
    const v2 = recordText('doseMaxV2');
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dosemax-v2.txt', { type: 'text/plain' }));
      return transfer;
    }, v2);
    await page.getByTestId('upload-dropzone').dispatchEvent('drop', { dataTransfer });
    // Dosimeter files open in the noise viewer.
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('viewer-file-name').textContent()).toBe('dosemax-v2.txt');
    expect(await page.getByTestId('noise-viewer').getAttribute('data-family')).toBe('doseMaxV2');
    await shootBothThemes(page, 'upload-viewer-dosemaxv2');
    expect(problems).toEqual([]);
  });
});

it('a day of noise with third-octave bands (15 MB) opens through the worker, is kept in pieces, and comes back after a reload', async () => {
  // The viewer benches' day: a DoseMax V2 record of 24 h at 1 s with third-octave bands.
  const text = generateLargeNoiseRecordText(15_500_000);
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/upload');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByTestId('upload-input').setInputFiles(file('dia-inteiro.txt', text));
    const viewer = page.getByTestId('noise-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    expect(await viewer.getAttribute('data-family')).toBe('doseMaxV2');
    expect(await page.getByTestId('viewer-file-name').textContent()).toBe('dia-inteiro.txt');
    // Read off the main thread (a worker that fails would leave the reading to the page).
    expect(workers.some((url) => url.includes('open-reading.worker'))).toBe(true);
    // Kept for a reload in pieces of 4 Mi characters (one transaction each), joined: the file's text.
    await expect.poll(async () => (await keptReading(page))?.pieces ?? 0, { timeout: 30_000 }).toBe(4);
    expect((await keptReading(page))?.text === text).toBe(true);
    await page.reload();
    await viewer.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/upload/read');
    expect(await page.getByTestId('viewer-file-name').textContent()).toBe('dia-inteiro.txt');
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor({ timeout: 60_000 });
    expect(problems).toEqual([]);
  });
});
