import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 15: the demo installation ships a short video generated at first start (no download);
// a new user opens it from /videos and the browser plays it, streamed from the server.
it('the demo video is listed, opens in the player and plays', { timeout: 120_000 }, async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await signIn(page, baseUrl, demo, '/videos');
    await page
      .getByRole('link', { name: /Vídeo de demonstração/ })
      .first()
      .click();
    const player = page.getByTestId('support-video-player');
    await player.waitFor();
    const played = await player.evaluate(
      (element) =>
        new Promise<{ duration: number; width: number; time: number }>((resolve, reject) => {
          const video = element as HTMLVideoElement;
          video.muted = true;
          video.addEventListener('error', () => reject(new Error(video.error?.message ?? 'video error')));
          const start = () =>
            video
              .play()
              .then(() =>
                setTimeout(
                  () =>
                    resolve({ duration: video.duration, width: video.videoWidth, time: video.currentTime }),
                  1200,
                ),
              )
              .catch(reject);
          if (video.readyState >= 2) start();
          else video.addEventListener('loadeddata', start, { once: true });
        }),
    );
    expect(played.duration).toBeCloseTo(3, 1);
    expect(played.width).toBe(16);
    expect(played.time).toBeGreaterThan(0.5);
  });
});
