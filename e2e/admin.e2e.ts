import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBackXlsx } from '@ohp/reports/xlsx/read-back';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountServer,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { storageKeys } from './support/session';

// Issue 15's admin area as people use it, on a phone-sized screen (390 px): an admin made by the CLI
// (`npm run user:create -- --admin`) lists users, searches, exports XLSX (the download read back by
// an independent reader) and resets a user's password after confirming; a normal user sees no admin
// entry, /admin sends them home and the admin API answers them 404. axe-core checks the admin
// screens in both themes (the accessibility test's account is not an admin).

const slow = 240_000;
const phone = { width: 390, height: 844 };
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const axePath = join(repoRoot, 'node_modules/axe-core/axe.min.js');

let server: AccountServer;
const seen = new Set<string>();
const admin = { email: `root-${Date.now().toString(36)}@example.com`, password: 'Raiz-Segura-123' };
const user = { ...newAccount('admin-target'), name: 'Bruna', lastName: 'Teixeira' };

beforeAll(async () => {
  // The CLI writes into the data folder before the server opens it (the embedded database has one owner).
  const dataDir = mkdtempSync(join(tmpdir(), 'ohp-e2e-admin-'));
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/create-user.ts',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--admin',
      '--name',
      'Root',
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  server = await startAccountServer({ dataDir });
  await registerThroughApi(server, user, seen);
}, slow);

afterAll(async () => {
  await server?.close();
});

/** axe-core's critical and serious violations on the page as it is now, in both themes. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not a <script> tag: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axePath, 'utf8'));
  const setScheme = (scheme: string) =>
    page.evaluate((s) => {
      document.documentElement.setAttribute('data-mantine-color-scheme', s);
      document.documentElement.style.colorScheme = s;
    }, scheme);
  const shown = await page.evaluate(
    () => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'dark',
  );
  const found: string[] = [];
  for (const scheme of ['dark', 'light']) {
    await setScheme(scheme);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              o: unknown,
            ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const { violations } = await axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      });
      return violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    found.push(...violations.map((v) => `(${scheme}) ${v}`));
  }
  await setScheme(shown);
  return found;
}

/** The side menu's entries (the drawer at 390 px). */
async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu principal' }).last();
  await nav.waitFor();
  return nav.getByRole('link').allInnerTexts();
}

describe('admin area in the browser', () => {
  it(
    'admin (made by the CLI): menu entry → users → search → XLSX export → reset after confirming; axe on the screens',
    async () => {
      expect(existsSync(axePath)).toBe(true);
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, admin, false);
        expect(await menuLinks(page)).toContain('Administração');
        // The menu drawer is open: the entry leads to the admin area (a reload would end a
        // session that is not remembered).
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .last()
          .getByRole('link', { name: 'Administração' })
          .click();
        await page.getByRole('heading', { name: 'Administração' }).waitFor();
        const rows = page.getByTestId('admin-user-row');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(2);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByLabel('Buscar por nome, e-mail ou empresa').fill('teixeira');
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
        await expect.poll(() => rows.first().textContent()).toContain(user.email);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exportar XLSX' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
        const path = await download.path();
        const book = readBackXlsx(readFileSync(path));
        const cells = book.rows.map((row) => row.cells.map((cell) => cell.value));
        expect(cells[0]).toEqual([
          'Nome',
          'E-mail',
          'Empresa',
          'Criado em',
          'Último acesso',
          'Armazenamento usado',
          'Administrador',
        ]);
        // The search applies to the export: the one user found.
        expect(cells.slice(1).map((row) => row[1])).toEqual([user.email]);

        await rows.first().getByRole('button', { name: 'Redefinir senha' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Redefinir a senha?' });
        await confirm.waitFor();
        expect(await confirm.textContent()).toMatch(/irreversível|não pode ser desfeit/i);
        await confirm.getByRole('button', { name: 'Redefinir', exact: true }).click();
        const temporary = (await page.getByTestId('temporary-password').textContent()) ?? '';
        expect(temporary).toMatch(/^\d{6}$/);
        // The reset user signs in with the temporary password in their own browser (next test).
        user.password = temporary;
        await page.getByRole('alertdialog', { name: 'Senha temporária' }).getByRole('button').first().click();

        for (const tab of [
          'Empresas',
          'Componentes',
          'Conteúdo de suporte',
          'Perguntas frequentes',
          'Registro de auditoria',
          'Tarefas em segundo plano',
        ]) {
          const button = page.getByRole('tab', { name: tab });
          if ((await button.count()) === 0) continue;
          await button.click();
          await page.getByRole('tabpanel').waitFor();
          expect(await axeViolations(page), tab).toEqual([]);
        }
        // The background jobs tab (open last): the registration's code e-mail, sent.
        const job = page.getByTestId('job-row').filter({ hasText: 'E-mail' }).first();
        await job.waitFor();
        expect(await job.textContent()).toContain('Concluída');

        // The admin publishes a PDF filed as a driver; Help lists it below.
        await page.getByRole('tab', { name: 'Conteúdo de suporte' }).click();
        await page.locator('input[type="file"]').setInputFiles({
          name: 'driver-usb.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
        });
        await page
          .locator('input')
          .and(page.getByLabel('Categoria', { exact: true }))
          .click();
        await page.getByRole('option', { name: 'Driver' }).click();
        for (const [language, title] of [
          ['Português', 'Driver USB do AxPro'],
          ['English', 'AxPro USB driver'],
          ['Español', 'Controlador USB del AxPro'],
        ] as const) {
          await page.getByLabel(`Título (${language})`).fill(title);
        }
        await page.getByRole('button', { name: 'Enviar', exact: true }).click();
        await page.getByText('Enviado: Driver USB do AxPro').waitFor();

        // Help and an equipment page, reached from the menu as a user would.
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .last()
          .getByRole('link', { name: 'Ajuda: drivers e FAQ' })
          .click();
        await page.getByRole('heading', { name: 'Perguntas frequentes' }).waitFor();
        await page.getByTestId('help-driver').filter({ hasText: 'Driver USB do AxPro' }).waitFor();
        expect(await axeViolations(page), 'help').toEqual([]);
        await page.getByRole('link', { name: /AxPro/ }).last().click();
        await page.getByRole('heading', { name: 'AxPro', level: 1 }).waitFor();
        expect(await page.getByText(/NHO 09/).count()).toBeGreaterThan(0);
        expect(await axeViolations(page), 'equipment').toEqual([]);
      }, phone);
    },
    slow,
  );

  it(
    'a normal user: no admin entry in the menu, and every admin call answers 404',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        // Signed in with the temporary password: the app asks for a new one (API tests cover the change).
        await signInThroughForm(page, server, user, false);
        const warning = page.getByRole('alertdialog');
        await warning.waitFor();
        expect(await warning.textContent()).toMatch(/nova senha/i);
        await warning.getByRole('button', { name: 'Ok' }).click();
        await warning.waitFor({ state: 'detached' });
        expect(await menuLinks(page)).not.toContain('Administração');
        const statuses = await page.evaluate(async (key) => {
          const token = localStorage.getItem(key) ?? sessionStorage.getItem(key);
          const headers = { authorization: `Bearer ${token}` };
          return Promise.all(
            [
              '/api/user/admin',
              '/api/user/admin/export?format=xlsx',
              '/api/admin/companies',
              '/api/admin/audit-log',
              '/api/admin/jobs',
            ].map(async (url) => (await fetch(url, { headers })).status),
          );
        }, storageKeys.accessToken);
        expect(statuses).toEqual([404, 404, 404, 404, 404]);
      }, phone);
    },
    slow,
  );
});
