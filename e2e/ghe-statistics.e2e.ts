import { readFileSync } from 'node:fs';
import { VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type AccountServer,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
} from './support/account-server';
import { axeFindings } from './support/axe';
import { openPage, withBrowser } from './support/browser';

// The GHE screen's exposure statistics as a user sees them: three noise records in a GHE, the
// statistics card with its AIHA band in words, axe on it, a measurement excluded with a reason and
// the GHE report PDF downloaded; at 390 px and on a desktop.

const slow = 240_000;
let server: AccountServer;
const seen = new Set<string>();
let owner: Account;

beforeAll(async () => {
  server = await startAccountServer();
  owner = newAccount('ghe-stats');
  await registerThroughApi(server, owner, seen);
});
afterAll(async () => {
  await server?.close();
});

/** Company, GHE and three saved noise records in it, through the API with the page's session. */
async function seed(page: Page) {
  const records = [
    new VirtualDevice('doseMax').records[0]?.text ?? '',
    new VirtualDevice('doseMax').records[1]?.text ?? '',
    new VirtualDevice('doseMaxV2').records[0]?.text ?? '',
  ];
  const result = await page.evaluate(async (texts) => {
    const token = localStorage.getItem('ohp.accessToken') ?? '';
    const auth = { authorization: `Bearer ${token}` };
    const json = async (method: string, path: string, body: unknown) => {
      const answer = await fetch(path, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    const company = await json('POST', '/api/company', {
      corporateName: 'Prensas Ltda',
      document: '11222333000181',
    });
    const ghe = await json('POST', `/api/company/${company.body.data.id}/esocial/ghes`, {
      code: 'GHE-E2E',
      name: 'Prensas',
      sector: 'Estamparia',
      activities: 'Operar prensa.',
      localAmb: 1,
      establishmentCnpj: '11.222.333/0002-62',
      epc: 0,
      epi: 0,
    });
    const statuses: number[] = [company.status, ghe.status];
    for (const [i, text] of texts.entries()) {
      const body = new FormData();
      body.append('fileName', `prensa-${i + 1}.txt`);
      body.append('description', '');
      body.append('file', new Blob([text], { type: 'text/plain' }), `prensa-${i + 1}.txt`);
      const saved = await fetch('/api/measurements', { method: 'POST', body, headers: auth });
      statuses.push(saved.status);
      const id = (await saved.json()).data.id;
      statuses.push(
        (await json('POST', `/api/esocial/ghes/${ghe.body.data.id}/measurements`, { measurementId: id }))
          .status,
      );
    }
    return statuses;
  }, records);
  expect(result).toEqual([201, 201, 201, 200, 201, 200, 201, 200]);
}

describe('GHE statistics on the GHE screen', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ]) {
    it(
      `statistics card, axe, exclusion with a reason and the PDF (${viewport.width} px)`,
      async () => {
        await withBrowser(async ({ context }) => {
          const { page } = await openPage(context);
          await signInThroughForm(page, server, owner, true);
          if (viewport.width === 390) await seed(page);
          await page.goto(`${server.baseUrl}/company/ghe`);
          const card = page.getByRole('region', { name: 'Ruído – NEN, NHO-01 (q = 3)' });
          await card.waitFor();
          await card
            .getByTestId('aiha-band')
            .getByText(/Categoria AIHA \d: /)
            .waitFor();
          await card.getByRole('table', { name: 'Estatística de exposição' }).waitFor();
          await card.locator('[data-testid="probability-plot-noise-nho01"][data-rendered="true"]').waitFor();
          expect(await axeFindings(page, `ghe ${viewport.width}`)).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);

          const download = page.waitForEvent('download');
          await card.getByRole('button', { name: 'Baixar o relatório do GHE (PDF)' }).click();
          const pdf = await download;
          expect(pdf.suggestedFilename()).toBe('GHE-GHE-E2E-noise-nho01.pdf');
          expect(
            readFileSync(await pdf.path())
              .subarray(0, 5)
              .toString('latin1'),
          ).toBe('%PDF-');

          if (viewport.width === 390) {
            await card.getByRole('button', { name: 'Excluir: prensa-3.txt' }).click();
            await card.getByLabel(/Motivo para excluir prensa-3.txt/).fill('Dosímetro removido no almoço');
            await card.getByRole('button', { name: 'Excluir da estatística' }).click();
            await card.getByText(/Excluída por Ana Souza em .*: Dosímetro removido no almoço/).waitFor();
            await card.getByText('São necessários pelo menos 3 valores; foram informados 2.').waitFor();
            expect(await axeFindings(page, 'ghe excluded')).toEqual([]);
            await card.getByRole('button', { name: 'Incluir de novo: prensa-3.txt' }).click();
            await card.getByTestId('aiha-band').waitFor();
          }
        }, viewport);
      },
      slow,
    );
  }
});
