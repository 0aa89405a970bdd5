import type { Page } from 'playwright-core';

/**
 * Waits until the authenticated layout shows the screen of `path`: the URL is that path, the lazy
 * screen has loaded (no fallback loader) and it is not the router's failure screen. Independent of
 * what the screen itself shows, so it holds while screens get built.
 */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByTestId('app-layout').waitFor();
  await page.waitForFunction(() => {
    const content = document.querySelector('[data-testid=content]');
    return !!content && content.childElementCount > 0 && !content.querySelector('[data-testid=page-loader]');
  });
  if ((await page.getByTestId('route-error').count()) > 0) {
    throw new Error(
      `${path} ended on the failure screen: ${await page.getByTestId('route-error').textContent()}`,
    );
  }
}
