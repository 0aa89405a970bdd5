// Budget (issue 24, "Speed"): the public verification page /verify/{code} loads ≤ 100 KB gzip of JS.
// The built page served by the real server, in Chromium at 390 px: every script response of the page
// load until the page has answered (here an unknown code: the same scripts as a found one), raw and
// gzip -9 (what the server sends from the build's .gz files). CSS is printed besides, not budgeted.
// Run after `npx vite build apps/web`: node --import tsx bench/web/verify-page.ts
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { reportFigure } from '../support/figures.ts';
import { startAppInChromium } from '../support/app-in-chromium.ts';

const JS_BUDGET_GZIP = 100 * 1024;
const kB = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

const app = await startAppInChromium('verify-page', { width: 390, height: 844 });
let failed = false;
try {
  const page = await app.context.newPage();
  const seen: Promise<Asset | undefined>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  });
  await page.goto('/verify/0000-0000-0000-0000');
  // The page has run its script and asked the server once it says "not found".
  await page.locator('h1', { hasText: 'Código não encontrado' }).waitFor();
  const assets = (await Promise.all(seen)).filter((a): a is Asset => a !== undefined);
  for (const a of assets)
    console.log(`  ${a.url.padEnd(44)} raw ${kB(a.raw).padStart(9)}  gzip ${kB(a.gzip).padStart(8)}`);
  const sum = (kind: Asset['kind']) => assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0);
  const js = sum('js');
  if (assets.every((a) => a.kind !== 'js'))
    throw new Error('the verify page loaded no script: is apps/web/dist built?');
  failed = js > JS_BUDGET_GZIP;
  console.log(`Verify page CSS gzip ${kB(sum('css'))} (not budgeted)`);
  console.log(`Verify page JS gzip ${kB(js)} / budget ${kB(JS_BUDGET_GZIP)}: ${failed ? 'OVER' : 'ok'}`);
  reportFigure({
    name: 'verify page: JS loaded (gzip)',
    value: js / 1024,
    budget: JS_BUDGET_GZIP / 1024,
    unit: 'KB',
  });
} finally {
  await app.close();
}
process.exitCode = failed ? 1 : 0;
