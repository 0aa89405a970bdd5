import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReading, VirtualDevice } from '@ohp/devices';
import { assessHeat } from '@ohp/exposure';
import { translate } from '@ohp/i18n';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import { pdfText } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const output = fileURLToPath(new URL('../test-output/heat/', import.meta.url));

/** 1 decimal with a comma, as pt-BR writes it. */
const ptBr1 = (v: number) => v.toFixed(1).replace('.', ',');
const r2 = (v: number) => Math.round(v * 100) / 100;

// Issue 10's check, as a user does it: the demo Itemp, read a record, the report screen in
// component mode with two components cut from the record, the PDF downloaded and read back. The
// figures expected come from @ohp/exposure on the emulator's own record, apart from the web code.
it('demo Itemp: read a record, component mode with two components, PDF with the IBUTG and the judgement', {
  timeout: 240_000,
}, async () => {
  // The 2 h record at 30 s (2026-01-21 12:00 on the device clock).
  const record = new VirtualDevice('itemp').records[1];
  if (!record) throw new Error('The emulated Itemp has no second record');
  const read = readReading(record.text);
  if (!read.ok || read.data.domain !== 'heat') throw new Error('the Itemp record does not read');
  const series = read.data.heat.series;
  // Component means of the period's samples (°C, 2 decimals as a component stores them).
  const mean = (values: ArrayLike<number>, from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += values[i] as number;
    return r2(sum / (to - from));
  };
  const perMinute = 60 / series.intervalS;
  const situation = (fromMin: number, toMin: number) => ({
    minutes: toMin - fromMin,
    tg: mean(series.tg, fromMin * perMinute, toMin * perMinute),
    tbn: mean(series.tbn, fromMin * perMinute, toMin * perMinute),
  });
  const expected = assessHeat({
    norm: 'nr15-2019',
    situations: [situation(30, 60), situation(60, 90)],
    activities: [
      { minutes: 30, metabolicRate: 300 },
      { minutes: 30, metabolicRate: 180 },
    ],
  });
  if (!expected.ok) throw new Error(expected.reason.key);
  const ibutg = `${ptBr1(expected.data.ibutg)} °C`;
  const judgement = translate('pt-BR', `heat:judgement.${expected.data.judgement}`);

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'ITEMP', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    const card = page.getByTestId('connected-device').filter({ hasText: 'ITEMP' });
    await card.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await rows.first().waitFor();
    await rows
      .filter({ hasText: '21/01/2026' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();

    // The report screen: the chart, and nothing but the mode until it is chosen.
    const screen = page.getByTestId('heat-report-screen');
    await screen.waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="heat-chart"][data-rendered]').waitFor();
    expect(await page.getByTestId('heat-norm').count()).toBe(0);
    await page.getByText('Por componentes (várias fontes)').click();
    await page.getByTestId('heat-norm').waitFor();

    /** `rate`: M typed in, or a row of Quadro 2 found by a search and picked by its name. */
    const addComponent = async (
      name: string,
      entry: string,
      exit: string,
      rate: string | { search: string; row: string; watts: string },
      answer: string,
    ) => {
      await page.getByTestId('heat-component-name').fill(name);
      await page.getByTestId('heat-component-entry').fill(entry);
      await page.getByTestId('heat-component-exit').fill(exit);
      if (typeof rate === 'string') await page.getByTestId('heat-component-rate').fill(rate);
      else {
        await page.getByTestId('heat-component-activity').fill(rate.search);
        await page.getByRole('option', { name: rate.row, exact: true }).click();
        await expect.poll(() => page.getByTestId('heat-component-rate').inputValue()).toBe(rate.watts);
      }
      await page.getByTestId('heat-component-add').click();
      const asked = page.getByRole('alertdialog', { name: 'Componente adicionado' });
      await asked.waitFor({ timeout: 20_000 });
      expect(await asked.textContent()).toContain('Deseja ver os resultados?');
      await asked.getByRole('button', { name: answer }).click();
    };

    // An exit after the last record is refused (SPEC §8), nothing added.
    await page.getByTestId('heat-component-name').fill('Depois do fim');
    await page.getByTestId('heat-component-entry').fill('2026-01-21T13:50:00');
    await page.getByTestId('heat-component-exit').fill('2026-01-21T14:10:00');
    await page.getByTestId('heat-component-rate').fill('300');
    await page.getByTestId('heat-component-add').click();
    expect(await page.getByTestId('heat-component-error').textContent()).toBe(
      'Horário de saída do componente muito tarde',
    );
    expect(await page.getByTestId('heat-component-row').count()).toBe(0);

    await addComponent(
      'Forno, carga',
      '2026-01-21T12:30:00',
      '2026-01-21T13:00:00',
      '300',
      'Continuar adicionando',
    );
    // Quadro 2 (2019): "Trabalho moderado com as mãos" is 153 W seated, 180 W standing.
    await addComponent(
      'Pátio',
      '2026-01-21T13:00:00',
      '2026-01-21T13:30:00',
      { search: 'moderado com as mãos', row: 'Trabalho moderado com as mãos — 180 W', watts: '180' },
      'Ver resultados',
    );
    await expect.poll(() => page.getByTestId('heat-component-row').count()).toBe(2);
    await expect.poll(() => page.getByTestId('heat-ibutg').textContent()).toBe(ibutg);
    expect(await page.getByTestId('heat-judgement').textContent()).toBe(judgement);

    await page.getByLabel('Trabalhador avaliado').fill('Carla Mendes');
    const download = page.waitForEvent('download');
    await page.getByTestId('heat-generate-pdf').click();
    mkdirSync(output, { recursive: true });
    const pdfPath = join(output, 'heat-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdfPath);
    expect(text).toContain('Carla Mendes');
    expect(text).toContain('ITEMP');
    expect(text).toContain(ibutg);
    expect(text).toContain(judgement);
    // The picked row, named in the activities table under its printed heading.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Em pé, agachado ou ajoelhado: Trabalho moderado com as mãos',
    );
    await shoot(page, 'heat-report-components-dark');

    // Saved with its state: listed among the component-mode measurements only, reopened as it was.
    await page.getByTestId('heat-save-description').fill('Fundição, forno 2');
    await page.getByTestId('heat-save').click();
    const done = page.getByRole('alertdialog', { name: 'Sucesso' });
    await done.waitFor({ timeout: 30_000 });
    await done.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(/\/measurement\/itemp\/[0-9a-f-]{36}$/);
    const goInApp = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await goInApp('/measurements-list/itemp-simple');
    await page.getByTestId('measurement-list').waitFor();
    await expect
      .poll(() => page.getByTestId('list-row').filter({ hasText: 'Fundição, forno 2' }).count())
      .toBe(0);
    await goInApp('/measurements-list/itemp');
    const row = page.getByTestId('list-row').filter({ hasText: 'Fundição, forno 2' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByTestId('list-open').click();
    await page.getByTestId('heat-report-screen').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('heat-component-row').count()).toBe(2);
    await expect.poll(() => page.getByTestId('heat-ibutg').textContent()).toBe(ibutg);

    // Both components were saved for reuse: listed on /device/components/itemp.
    await goInApp('/device/components/itemp');
    const saved = page.getByTestId('heat-components');
    await saved.waitFor({ timeout: 20_000 });
    expect(await saved.textContent()).toContain('Forno, carga');
    expect(await saved.textContent()).toContain('Pátio');

    // A component typed in (an IBUTG measured elsewhere is the other kind), at 390 px wide: every
    // field reachable, nothing wider than the screen, problems named on their fields in pt-BR.
    await page.setViewportSize({ width: 390, height: 844 });
    const typed = page.getByTestId('heat-typed-component');
    await typed.getByLabel('Nome do componente').fill('Caldeira, manutenção');
    await typed.getByLabel('Temperatura de globo tg (°C)').fill('41,5');
    await typed.getByLabel('Bulbo úmido natural tbn (°C)').fill('31');
    await typed.getByLabel('Bulbo seco tbs (°C, opcional)').fill('30');
    await typed.getByRole('button', { name: 'Salvar componente' }).click();
    await typed.getByText('O bulbo úmido natural não pode ser maior que o bulbo seco').waitFor();
    await typed.getByText('Escolha a atividade ou digite a taxa metabólica').waitFor();
    await typed.getByLabel('Bulbo seco tbs (°C, opcional)').fill('34');
    await typed.getByLabel('Tempo na hora crítica (min)').fill('15');
    await typed.getByLabel('Taxa metabólica (W)').fill('400');
    await shoot(page, 'heat-typed-component-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await typed.getByRole('button', { name: 'Salvar componente' }).click();
    await typed.getByTestId('heat-typed-saved').waitFor({ timeout: 20_000 });
    // Listed with the temperatures kept in °C: tg 41.5 · tbn 31, 15 min, 400 W.
    await expect.poll(() => saved.textContent()).toContain('Caldeira, manutenção');
    const typedRow = saved.locator('tr').filter({ hasText: 'Caldeira, manutenção' });
    expect(await typedRow.textContent()).toContain('41,5 °C · 31,0 °C');
    expect(await typedRow.textContent()).toContain('400 W');

    // The heat screens at 390 px: the lists and the report screen fit the width.
    for (const route of ['/measurements-list/itemp', '/measurements-list/itemp-simple', '/device/itemp']) {
      await goInApp(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ route, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        route,
        width: 390,
      });
    }
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
