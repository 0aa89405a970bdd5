import type { Page } from 'playwright-core';

/**
 * Connects the demo device as `model`, opens its records and reads the last (smallest, fastest)
 * one, as a user does; waits for the viewer's header and every chart drawn.
 */
export async function openDemoViewer(page: Page, baseUrl: string, model: string): Promise<void> {
  await page.goto(`${baseUrl}/access-device`);
  await page.getByRole('heading', { name: 'Acessar equipamento', level: 1 }).waitFor();
  await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
  await page.getByRole('option', { name: model, exact: true }).click();
  await page.getByRole('button', { name: 'Conectar demonstração' }).click();
  const card = page.getByTestId('connected-device').filter({ hasText: model });
  await card.getByRole('link', { name: 'Ver registros' }).click();
  const rows = page.getByTestId('record-row');
  await rows.first().waitFor();
  await rows
    .last()
    .getByRole('button', { name: /^Ler registro/ })
    .click();
  await page.getByTestId('viewer-header').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="img"][data-testid]')].every((c) => c.hasAttribute('data-rendered')),
  );
}
