import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import {
  type Account,
  type AccountServer,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
  waitForInvitationLink,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';

// Issue 25 in the browser: a company with a worker in a GHE holding two noise measurements; the GHE
// and Trabalhadores screens show the agents with their source, let the user choose the measurement of
// an agent (recorded and shown) and edit a membership's dates (a future start refused on its field),
// and offer the S-2240 export, with no serious axe finding, on a 390 px phone and on a desktop. A
// user in no company is told how to get one. A member's saved measurement is found and added to the
// GHE by the owner; a worker is removed from the GHE after a confirmation.

const slow = 240_000;
let server: AccountServer;
let owner: Account;
let loner: Account;
const seen = new Set<string>();

async function tokenOf(account: Account): Promise<string> {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, loginOriginType: 1 }),
  });
  return (await login.json()).data.token as string;
}

/** The invitation token of the newest e-mail to `to` in the server's outbox, waiting for it. */
async function invitationToken(to: string): Promise<string> {
  const link = await waitForInvitationLink(server.dataDir, to);
  return link.slice(link.lastIndexOf('/') + 1);
}

async function apiAs(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

beforeAll(async () => {
  server = await startAccountServer();
  owner = newAccount('esocial-owner');
  await registerThroughApi(server, owner, seen);
  const token = await tokenOf(owner);
  const company = await apiAs(token, 'POST', '/company', {
    corporateName: 'Metalúrgica A',
    document: '11222333000181',
  });
  const worker = await apiAs(token, 'POST', `/company/${company.id}/esocial/workers`, {
    name: 'Ana Prensista',
    cpf: '529.982.247-25',
    registration: 'M-1',
  });
  const ghe = await apiAs(token, 'POST', `/company/${company.id}/esocial/ghes`, {
    code: 'GHE-01',
    name: 'Prensas',
    sector: 'Estamparia',
    activities: 'Operar prensa excêntrica',
    localAmb: 1,
    establishmentCnpj: '11222333000262',
    epc: 0,
    epi: 0,
  });
  await apiAs(token, 'POST', `/esocial/ghes/${ghe.id}/workers`, {
    workerId: worker.id,
    startDate: '2025-03-01',
  });
  for (const [index, fileName] of ['prensa.txt', 'prensa-2.txt'].entries()) {
    const form = new FormData();
    form.set('fileName', fileName);
    form.set('file', new Blob([new VirtualDevice('doseMax').records[index]?.text ?? '']), fileName);
    const saved = await fetch(`${server.baseUrl}/api/measurements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const measurement = (await saved.json()).data;
    await apiAs(token, 'POST', `/esocial/ghes/${ghe.id}/measurements`, { measurementId: measurement.id });
  }
  await apiAs(token, 'PUT', '/esocial/responsible', {
    cpf: '11144477735',
    council: 4,
    councilNumber: '5061234567',
    uf: 'SP',
  });
  // A member of the company with a saved hand-arm vibration measurement of their own.
  const member = { ...newAccount('esocial-member'), name: 'Mara', lastName: 'Lima' };
  await registerThroughApi(server, member, seen);
  const memberToken = await tokenOf(member);
  await apiAs(token, 'POST', `/company/${company.id}/invite`, { email: member.email });
  await apiAs(memberToken, 'POST', `/company/invite/${await invitationToken(member.email)}/accept`);
  const form = new FormData();
  form.set('fileName', 'lixadeira.txt');
  form.set('description', 'Lixadeira angular');
  form.set('file', new Blob([new VirtualDevice('axPro').records[0]?.text ?? '']), 'lixadeira.txt');
  const saved = await fetch(`${server.baseUrl}/api/measurements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}` },
    body: form,
  });
  if (saved.status !== 201) throw new Error(`member's measurement: ${saved.status}`);
  loner = newAccount('esocial-loner');
  await registerThroughApi(server, loner, seen);
}, slow);

afterAll(async () => {
  await server?.close();
});

describe('eSocial screens', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ])
    it(
      `GHE and Trabalhadores at ${viewport.width} px: agents with their source, export, no axe finding`,
      async () => {
        await withBrowser(async ({ context }) => {
          const { page, problems } = await openPage(context);
          await signInThroughForm(page, server, owner, true);
          await page.goto(`${server.baseUrl}/company/ghe`);
          const table = page.getByRole('table', { name: 'Agentes nocivos do GHE e a origem de cada valor' });
          await table.waitFor();
          expect(await table.textContent()).toContain('02.01.001 Ruído');
          expect(await table.textContent()).toContain('prensa.txt');
          // Another measurement for noise: the choice is recorded and shown with who and when.
          const choice = page.getByRole('combobox', { name: 'Medição usada para 02.01.001' });
          const option = await choice.locator('option', { hasText: 'prensa-2.txt' }).getAttribute('value');
          await choice.selectOption(option ?? '');
          await page.getByText(/^Escolhida por .+ em \d\d\/\d\d\/\d{4}$/).waitFor();
          expect(await table.textContent()).toContain('prensa-2.txt');
          // The agents table fits the phone: nothing overflows sideways on the GHE screen either.
          const gheOverflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          const ghePage = await axeFindings(page, 'ghe');
          // A membership's dates: a start in the future is refused on its field, nothing sent.
          await page.getByRole('button', { name: 'Editar datas de Ana Prensista' }).click();
          const dialog = page.getByRole('dialog');
          const start = dialog.getByRole('textbox', { name: /Início/ });
          await start.fill('01/01/2999');
          await dialog.getByRole('button', { name: 'Salvar' }).click();
          await dialog.getByText('Início: o início não pode estar no futuro', { exact: false }).waitFor();
          const dialogFindings = await axeFindings(page, 'membership-dialog');
          await dialog.getByRole('button', { name: 'Cancelar' }).click();
          await dialog.waitFor({ state: 'detached' });
          await page.goto(`${server.baseUrl}/company/workers`);
          await page.getByText('Ana Prensista').waitFor();
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Exportar S-2240', exact: true }).click();
          expect((await download).suggestedFilename()).toBe('S-2240-52998224725.xml');
          const workersPage = await axeFindings(page, 'workers');
          // At 390 px nothing overflows sideways (the tables scroll inside their own box).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect({
            findings: [...ghePage, ...dialogFindings, ...workersPage],
            overflow: [gheOverflow, overflow],
            problems,
          }).toEqual({
            findings: [],
            overflow: [0, 0],
            problems: [],
          });
        }, viewport);
      },
      slow,
    );

  it(
    'the owner adds a member’s measurement found by its description, and removes a worker after confirming',
    async () => {
      await withBrowser(
        async ({ context }) => {
          const { page, problems } = await openPage(context);
          await signInThroughForm(page, server, owner, true);
          await page.goto(`${server.baseUrl}/company/ghe`);
          const form = page.getByRole('form', { name: 'Incluir medição no GHE' });
          await form.getByRole('searchbox', { name: 'Buscar medições salvas' }).fill('angular');
          const select = form.getByRole('combobox', { name: 'Medição' });
          const option = select.locator('option', { hasText: 'salva por Mara Lima' });
          await option.waitFor({ state: 'attached' });
          expect(await option.textContent()).toMatch(
            /^lixadeira\.txt \(Lixadeira angular\) – vibração – \d\d\/\d\d\/\d{4} – salva por Mara Lima$/,
          );
          await select.selectOption((await option.getAttribute('value')) ?? '');
          await form.getByRole('button', { name: 'Incluir' }).click();
          const table = page.getByRole('table', { name: 'Agentes nocivos do GHE e a origem de cada valor' });
          await table.getByText('lixadeira.txt', { exact: false }).first().waitFor();
          // Removing a worker asks first; cancelling keeps them.
          const remove = page.getByRole('button', { name: 'Remover Ana Prensista do GHE-01' });
          await remove.click();
          const confirm = page.getByRole('alertdialog', { name: 'Remover do GHE?' });
          await confirm.waitFor();
          const confirmFindings = await axeFindings(page, 'remove-membership');
          await confirm.getByRole('button', { name: 'Cancelar' }).click();
          await confirm.waitFor({ state: 'detached' });
          expect(await remove.isVisible()).toBe(true);
          await remove.click();
          await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
          await remove.waitFor({ state: 'detached' });
          expect({ findings: confirmFindings, problems }).toEqual({ findings: [], problems: [] });
        },
        { width: 1366, height: 800 },
      );
    },
    slow,
  );

  it(
    'a user in no company is told to create one or be invited, at 390 px, with no axe finding',
    async () => {
      await withBrowser(
        async ({ context }) => {
          const { page, problems } = await openPage(context);
          await signInThroughForm(page, server, loner, true);
          for (const path of ['/company/ghe', '/company/workers']) {
            await page.goto(`${server.baseUrl}${path}`);
            await page
              .getByRole('heading', { name: 'Você ainda não participa de nenhuma empresa' })
              .waitFor();
            expect(await page.getByRole('link', { name: 'página Empresa' }).getAttribute('href')).toBe(
              '/company',
            );
          }
          const findings = await axeFindings(page, 'no-company');
          expect({ findings, problems }).toEqual({ findings: [], problems: [] });
        },
        { width: 390, height: 844 },
      );
    },
    slow,
  );
});
