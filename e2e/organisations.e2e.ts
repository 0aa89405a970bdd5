import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type AccountServer,
  field,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
  submitLogin,
  waitForInvitationLink,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';

// Issue 13 as a user would: create a company, invite a second user (link read from the outbox),
// the second user accepts in another browser after signing in, a group with that user, a device
// registered by its serial and its calibration certificate entered.

const slow = 240_000;

let server: AccountServer;
const seen = new Set<string>();
let owner: Account;
let guest: Account;

beforeAll(async () => {
  server = await startAccountServer();
  owner = newAccount('org-owner');
  guest = { ...newAccount('org-guest'), name: 'Bia', lastName: 'Lima' };
  await registerThroughApi(server, owner, seen);
  await registerThroughApi(server, guest, seen);
});

afterAll(async () => {
  await server?.close();
});

/** The invitation link of the newest e-mail to `to` in the server's outbox, waiting for it. */
const invitationLink = (to: string) => waitForInvitationLink(server.dataDir, to);

async function closeAlert(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('companies, invitations, groups and devices in the browser', () => {
  it(
    'create company → invite → accept in another browser → group with the guest → device with its certificate',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, owner, true);
        await page.goto(`${server.baseUrl}/company`);
        const create = page.getByRole('form', { name: 'Criar empresa' });
        await field(page, 'Razão social').fill('Acústica Industrial Ltda');
        await create.getByRole('textbox', { name: /CNPJ/ }).fill('11.222.333/0001-82');
        await create.getByRole('button', { name: 'Criar empresa' }).click();
        await page.getByText(/Informe um CNPJ válido/).waitFor();
        await create.getByRole('textbox', { name: /CNPJ/ }).fill('11.222.333/0001-81');
        await create.getByRole('button', { name: 'Criar empresa' }).click();
        await page.getByRole('region', { name: 'Acústica Industrial Ltda' }).waitFor();

        await field(page, 'E-mail do convidado').fill(guest.email);
        await page.getByRole('button', { name: 'Enviar convite' }).click();
        await closeAlert(page, 'Sucesso');
        await page.getByRole('region', { name: 'Convidar por e-mail' }).getByText(guest.email).waitFor();
      });

      const link = await invitationLink(guest.email);
      expect(link.startsWith(server.baseUrl)).toBe(true);

      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(link);
        const visitor = page.getByTestId('invitation-visitor');
        await visitor.getByText('Acústica Industrial Ltda').waitFor();
        await visitor.getByRole('link', { name: 'Entrar' }).click();
        await submitLogin(page, guest.email, guest.password, false);
        // Back on the invitation once signed in.
        await page.getByTestId('invitation-page').waitFor();
        await page.getByRole('button', { name: 'Aceitar' }).click();
        await page.getByTestId('company-page').waitFor();
        await page.getByRole('region', { name: 'Usuários com acesso' }).getByText(guest.email).waitFor();
      });

      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, owner, true);
        await page.goto(`${server.baseUrl}/group`);
        await page
          .getByRole('form', { name: 'Novo grupo' })
          .getByRole('textbox', { name: /Descrição/ })
          .fill('Equipe de campo');
        await page.getByRole('button', { name: 'Criar grupo' }).click();
        const card = page.getByRole('region', { name: 'Equipe de campo' });
        await card.waitFor();
        await card.getByLabel('Adicionar usuário').click();
        await page.getByRole('option', { name: new RegExp(guest.email.replace(/[.+]/g, '\\$&')) }).click();
        await card.getByRole('button', { name: 'Adicionar', exact: true }).click();
        await card.getByText(guest.email).waitFor();

        await page.goto(`${server.baseUrl}/devices`);
        await field(page, 'Número de série').fill('123450AA');
        await page.getByRole('button', { name: 'Registrar equipamento' }).click();
        const device = page.getByTestId('device-card');
        await device.getByText('DoseMaxV2').waitFor();
        expect(await device.getAttribute('data-state')).toBe('none');
        await device.getByRole('button', { name: 'Informar certificado' }).click();
        const next = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
        await device.getByLabel(/Laboratório/).fill('Lab RBC 0042');
        await device.getByLabel(/Número do certificado/).fill('RBC-2026-17');
        await device.getByLabel(/Data da calibração/).fill('2026-01-10');
        await device.getByLabel(/Próxima calibração/).fill(next);
        await device.getByRole('button', { name: 'Salvar certificado' }).click();
        await device.getByText('RBC-2026-17').waitFor();
        await expect.poll(() => device.getAttribute('data-state')).toBe('ok');
        await device.getByText('Calibrado').waitFor();
      });
    },
    slow,
  );

  it(
    'the screens fit a 390 px wide phone without sideways scrolling',
    async () => {
      await withBrowser(
        async ({ context }) => {
          const { page } = await openPage(context);
          await signInThroughForm(page, server, owner, true);
          for (const [path, testId] of [
            ['/company', 'company-page'],
            ['/group', 'group-page'],
            ['/devices', 'devices-page'],
          ] as const) {
            await page.goto(`${server.baseUrl}${path}`);
            await page.getByTestId(testId).waitFor();
            await page.waitForLoadState('networkidle');
            // Neither the page nor the content area (which scrolls on its own) is wider than the screen.
            const widths = await page.evaluate(() => {
              const content = document.querySelector('[data-testid="content"]');
              return {
                page: document.documentElement.scrollWidth,
                content: content ? content.scrollWidth - content.clientWidth : 0,
              };
            });
            expect(widths, path).toEqual({ page: 390, content: 0 });
          }
        },
        { width: 390, height: 844 },
      );
    },
    slow,
  );
});
