// Budget (issue 17, item 6 "lighter first load"): the JS + CSS a browser downloads to show the
// sign-in page (the first screen of a new visitor), counted from the built app served by the real
// server, in Chromium: every script and stylesheet response of the page load, raw and gzip -9
// (what a compressing proxy sends; the server itself leaves compression to the proxy). Also the
// same after sign-in, for the home screen, and the largest chunks of the login load.
// Run after `npx vite build apps/web`: node --import tsx bench/web/first-load.ts
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startAppInChromium } from '../support/app-in-chromium.ts';
import { reportFigure } from '../support/figures.ts';

/** Issue 17: JS + CSS of the login route ≤ 200 KB gzip. */
const LOGIN_BUDGET_GZIP = 200 * 1024;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

/** Records every script and stylesheet the page downloads while `run` goes. */
async function assetsOf(page: Page, run: () => Promise<void>): Promise<Asset[]> {
  const seen = new Map<string, Promise<Asset | undefined>>();
  const listener = (response: import('playwright-core').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url()).pathname;
    if (seen.has(url)) return;
    seen.set(
      url,
      response
        .body()
        .then((body) => ({
          url,
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  };
  page.on('response', listener);
  await run();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(seen.values())).filter((a): a is Asset => a !== undefined);
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
function report(title: string, assets: Asset[]) {
  const sum = (kind: Asset['kind'] | 'all', key: 'raw' | 'gzip') =>
    assets.filter((a) => kind === 'all' || a.kind === kind).reduce((s, a) => s + a[key], 0);
  console.log(`\n${title}: ${assets.length} files`);
  for (const kind of ['js', 'css', 'all'] as const)
    console.log(
      `  ${kind.padEnd(4)} raw ${kB(sum(kind, 'raw')).padStart(10)}   gzip ${kB(sum(kind, 'gzip')).padStart(9)}`,
    );
  return sum('all', 'gzip');
}

const app = await startAppInChromium('web', { width: 390, height: 844 });
const { server, context } = app;
let failed = false;
try {
  const page = await context.newPage();
  const login = await assetsOf(page, async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  });
  const loginGzip = report('Sign-in page (first load)', login);
  console.log('  largest:');
  for (const a of [...login].sort((x, y) => y.gzip - x.gzip).slice(0, 6))
    console.log(`    ${a.url.padEnd(48)} raw ${kB(a.raw).padStart(9)}  gzip ${kB(a.gzip).padStart(8)}`);

  const account = server.demoAccount;
  if (account) {
    const home = await assetsOf(page, async () => {
      await page.getByLabel('E-mail', { exact: true }).fill(account.email);
      await page.getByLabel('Senha', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByTestId('app-layout').waitFor({ timeout: 120_000 });
    });
    report('Then signing in to the home screen (added)', home);
  }
  failed = loginGzip > LOGIN_BUDGET_GZIP;
  console.log(
    `\nSign-in page JS + CSS gzip ${kB(loginGzip)} / budget ${kB(LOGIN_BUDGET_GZIP)}: ${failed ? 'OVER' : 'ok'}`,
  );
  reportFigure({
    name: 'sign-in page: JS + CSS loaded (gzip)',
    value: loginGzip / 1024,
    budget: LOGIN_BUDGET_GZIP / 1024,
    unit: 'KB',
  });
} finally {
  await app.close();
}
process.exitCode = failed ? 1 : 0;
