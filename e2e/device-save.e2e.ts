import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { injectEmulatedSerial, shoot } from './support/device-emulator';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

/** Navigates inside the app (a full page load would close the serial port). */
const goInApp = (path: string) => {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

// Issue 5: "Save to cloud" on the record list of a DoseMax V2 (emulated navigator.serial): the
// record is read with the progress bar (or taken from memory when it was just read), POSTed as a
// dosimeter-v2 measurement, and the success links to it; the lists find it.
it('saves DoseMaxV2 records to the cloud from the record list and opens them from the list', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['doseMaxV2'], bytesPerSecond: 250_000 });
    const posts: string[] = [];
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/measurements') posts.push(r.url());
    });
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBe(3);
    // Count the r<id> commands the device receives.
    await page.evaluate(() => {
      const w = window as unknown as {
        __OHP_EMULATOR__: { devices: Array<{ receive: (b: Uint8Array) => void }> };
        __reads: string[];
      };
      w.__reads = [];
      const device = w.__OHP_EMULATOR__.devices[0];
      if (!device) throw new Error('no emulated device');
      const receive = device.receive.bind(device);
      device.receive = (bytes: Uint8Array) => {
        const text = new TextDecoder().decode(bytes);
        if (/^r\d+\n$/.test(text)) w.__reads.push(text.trim());
        receive(bytes);
      };
    });
    const deviceReads = async () => {
      reads.splice(
        0,
        reads.length,
        ...(await page.evaluate(() => (window as unknown as { __reads: string[] }).__reads)),
      );
      return reads;
    };

    // A server failure: translated, nothing saved, the list still usable.
    await page.route('**/api/measurements', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"Serviço indisponível"}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Salvar o registro 3 na nuvem' }).click();
    const failed = page.getByRole('alertdialog', { name: 'Erro' });
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.textContent()).toContain('Não foi possível salvar na nuvem: Serviço indisponível');
    await failed.getByRole('button', { name: 'Ok' }).click();
    expect(await page.getByTestId('cloud-saved').count()).toBe(0);
    await page.unroute('**/api/measurements');
    expect(await deviceReads()).toEqual(['r3']);

    // Record 2, not read yet: read with the progress bar, then saved.
    await page.getByRole('button', { name: 'Salvar o registro 2 na nuvem' }).click();
    const saved = page.getByTestId('cloud-saved');
    await saved.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('read-progress').getAttribute('data-state')).toBe('finished');
    const name2 = /DoseMaxV2 2409000310AA \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Prensa 3/;
    expect(await saved.textContent()).toMatch(name2);
    expect(await deviceReads()).toEqual(['r3', 'r2']);
    await shoot(page, 'device-cloud-saved-dark');

    // Record 1: read it into the viewer, come back, save: no second read over the serial link.
    await page.getByRole('button', { name: 'Ler registro 1' }).click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    await page.goBack();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('button', { name: 'Salvar o registro 1 na nuvem' }).click();
    await saved.filter({ hasText: 'O registro 1 foi salvo' }).waitFor({ timeout: 20_000 });
    expect(await deviceReads()).toEqual(['r3', 'r2', 'r1']);
    expect(posts).toHaveLength(3); // the refused one, then two saved

    // The link opens the saved measurement in the second dosimeter screen.
    await saved.getByRole('link', { name: 'Abrir medição' }).click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/measurement\/dosimetro-v2\/[0-9a-f-]{36}$/);
    const id1 = new URL(page.url()).pathname.split('/').pop();
    // Sent gzip-compressed by the browser (CompressionStream) and stored so: the stored size is a
    // fraction of the file the download gives back whole (docs/storage.md "Compressed files").
    const sizes = await page.evaluate(async (id) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('ohp.accessToken') ?? ''}` };
      const row = await (await fetch(`/api/measurements/${id}`, { headers })).json();
      const file = await (await fetch(`/api/measurements/${id}/file`, { headers })).arrayBuffer();
      return { stored: row.data.size as number, original: file.byteLength };
    }, id1);
    expect(sizes.stored).toBeLessThan(sizes.original / 2);
    // A saved measurement has no device behind it: the audio says so instead of a dead button.
    const hint = page.getByTestId('audio-unavailable');
    await hint.waitFor();
    expect(await page.getByRole('button', { name: /Reproduzir o evento/ }).count()).toBe(0);

    // The list of DoseMax V2 measurements has both, by their default names.
    await page.evaluate(goInApp, '/measurements-list/dosimetro-v2');
    await page.getByTestId('measurement-list').waitFor();
    await page.getByTestId('list-search').fill('2409000310AA');
    const listed = page.getByTestId('list-row').filter({ hasText: '2409000310AA' });
    await expect.poll(() => listed.count()).toBe(2);
    const row1 = listed.filter({ hasText: 'Turno caldeiraria' });
    expect(await row1.textContent()).toMatch(
      /DoseMaxV2 2409000310AA \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Turno caldeiraria/,
    );
    await shoot(page, 'device-cloud-list-dark');
    await listed.filter({ hasText: 'Prensa 3' }).getByTestId('list-open').click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).not.toBe(`/measurement/dosimetro-v2/${id1}`);
    expect(await page.getByTestId('viewer-file-name').textContent()).toMatch(name2);
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
  });
}, 150_000);
