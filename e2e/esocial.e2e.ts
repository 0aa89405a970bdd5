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
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';

// Issue 25 in the browser: a company with a worker in a GHE holding a noise measurement; the GHE
// and Trabalhadores screens show the agents with their source and offer the S-2240 export, with no
// serious axe finding, on a 390 px phone and on a desktop.

const slow = 240_000;
let server: AccountServer;
let owner: Account;
const seen = new Set<string>();

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
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password, loginOriginType: 1 }),
  });
  const token = (await login.json()).data.token as string;
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
  const form = new FormData();
  form.set('fileName', 'prensa.txt');
  form.set('file', new Blob([new VirtualDevice('doseMax').records[0]?.text ?? '']), 'prensa.txt');
  const saved = await fetch(`${server.baseUrl}/api/measurements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const measurement = (await saved.json()).data;
  await apiAs(token, 'POST', `/esocial/ghes/${ghe.id}/measurements`, { measurementId: measurement.id });
  await apiAs(token, 'PUT', '/esocial/responsible', {
    cpf: '11144477735',
    council: 4,
    councilNumber: '5061234567',
    uf: 'SP',
  });
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
          const ghePage = await axeFindings(page, 'ghe');
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
          expect({ findings: [...ghePage, ...workersPage], overflow, problems }).toEqual({
            findings: [],
            overflow: 0,
            problems: [],
          });
        }, viewport);
      },
      slow,
    );
});
