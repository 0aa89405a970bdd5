import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { injectEmulatedSerial, screenshots, setFaults, shoot } from './support/device-emulator';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

/** Records what the audio read progress shows (a MutationObserver: it may be on screen briefly). */
async function watchAudioProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __audioProgress: string[] }).__audioProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="audio-progress"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __audioProgress: string[] }).__audioProgress);
}

// Issue 5: the audio events of a DoseMax V2 record read from the device are played by reading
// them with `ws` over the real session (emulated navigator.serial), as WAV in an <audio> element.
it('plays a DoseMaxV2 audio event read from the device; an unplug mid-read ends on /access-device', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['doseMaxV2'], bytesPerSecond: 250_000 });
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('link', { name: 'Ver registros' }).click();
    await page.getByRole('button', { name: 'Ler registro 1' }).click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/upload/read');

    // The record's audio events (the `e` lines), playable: no "unavailable" hint.
    const events = page.getByTestId('audio-event');
    await expect.poll(() => events.count()).toBe(10);
    expect(await events.first().textContent()).toContain('2 s');
    expect(await page.getByTestId('audio-unavailable').count()).toBe(0);

    const progress = await watchAudioProgress(page);
    await page.getByRole('button', { name: 'Reproduzir o evento de áudio 3', exact: true }).click();
    const player = page.getByTestId('audio-player');
    await player.waitFor({ timeout: 20_000 });
    const seen = await progress();
    expect(seen[0]).toMatch(/^Lendo o áudio do evento 3 no equipamento… \d+%$/);
    expect(await page.getByTestId('audio-progress').count()).toBe(0);

    // The <audio> got a blob: WAV the browser decodes: 16,000 bytes at 8 kHz = 2 s.
    const audio = player.locator('audio');
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="audio-player"] audio') as HTMLAudioElement).readyState >= 1,
    );
    const media = await audio.evaluate((el: HTMLAudioElement) => ({
      duration: el.duration,
      error: el.error?.code ?? null,
    }));
    expect(media).toEqual({ duration: 2, error: null });
    // Play resolves (the click on "Play" is the user gesture; autoplay may already have started it).
    expect(
      await audio.evaluate((el: HTMLAudioElement) =>
        el.play().then(
          () => 'playing',
          (e: Error) => e.name,
        ),
      ),
    ).toBe('playing');
    await page.evaluate(() =>
      (document.querySelector('[data-testid="audio-player"] audio') as HTMLAudioElement).pause(),
    );
    await page.getByTestId('audio-events').scrollIntoViewIfNeeded();
    await shoot(page, 'device-audio-dark');
    expect(cspViolations).toEqual([]);

    // Err:N to ws: the device's translated message, the viewer stays.
    await setFaults(page, 'doseMaxV2', { errorAnswer: { command: 'ws', code: 5 } });
    await page.getByRole('button', { name: 'Reproduzir o evento de áudio 1', exact: true }).click();
    const error = page.getByTestId('audio-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Erro de comunicação com o cartão SD');
    await page.getByTestId('noise-viewer').waitFor();

    // Unplugged in the middle of the segment: the disconnect alert and /access-device (SPEC §4).
    await setFaults(page, 'doseMaxV2', { unplugDuringRead: { afterBytes: 3000, command: 'ws' } });
    await page.getByRole('button', { name: 'Reproduzir o evento de áudio 2', exact: true }).click();
    const attention = page.getByRole('alertdialog', { name: 'Atenção' });
    await attention.waitFor({ timeout: 20_000 });
    expect(await attention.textContent()).toContain('O equipamento foi desconectado.');
    await page.getByRole('heading', { name: 'Acessar equipamento', level: 1 }).waitFor();
    await attention.getByRole('button', { name: 'Ok' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Back to the reading (in the app, the reading is in memory): the device is gone, so it says so.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/upload/read');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const hint = page.getByTestId('audio-unavailable');
    await hint.waitFor();
    expect(await hint.textContent()).toContain('conecte de novo o dosímetro que gravou este registro');
    expect(await page.getByRole('button', { name: /Reproduzir o evento/ }).count()).toBe(0);
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'device-audio-gone-dark.png') });
    expect(problems).toEqual([]);
  });
}, 120_000);
