import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profiles } from '@ohp/devices';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { signIn } from './support/session';

// A record cut short (a copy or a download interrupted) opened on a phone: the viewer's reader says
// so, naming the line it ends inside, in an alert whose Ok button is on the screen (the alert was
// 224 px tall at 390 px wide, its button hidden below a scroll), and nothing else happens. Cut at a
// line end, the reader says how many rows it has and its header declares.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const output = fileURLToPath(new URL('../test-output/cut-short/', import.meta.url));

/** The AxPro demo record cut after the second field of its last line; the line's number. */
function cutAxProRecord(): { path: string; line: number } {
  const text = profiles.axPro.records(1)[0]?.text ?? '';
  const lastLine = text.lastIndexOf('\n', text.length - 2) + 1;
  const cut = text.slice(0, text.indexOf(';', text.indexOf(';', lastLine) + 1) + 2);
  mkdirSync(output, { recursive: true });
  const path = join(output, 'axpro-cut.txt');
  writeFileSync(path, cut);
  return { path, line: cut.split('\n').length };
}

/**
 * Opens `path` from the list at `listPath` on a 390 × 844 screen: the alert's text is given to
 * `says`; the alert must be whole on the screen (no scroll inside it, Ok within the viewport), Ok
 * closes it, and no viewer (`viewerTestId`) opens.
 */
async function refusedOnPhone(
  listPath: string,
  path: string,
  viewerTestId: string,
  says: (text: string) => void,
): Promise<void> {
  await withBrowser(
    async ({ context }) => {
      const { page, problems } = await openPage(context);
      await signIn(page, baseUrl, demo, listPath);
      await page.getByTestId('measurement-list').waitFor();
      await page.getByTestId('open-file-input').setInputFiles(path);
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      says((await alert.textContent()) ?? '');
      await page.screenshot({ path: `${path}-390.png` });
      const fits = await alert.evaluate((d) => d.scrollHeight <= d.clientHeight + 1);
      expect(fits).toBe(true);
      const ok = alert.getByRole('button', { name: 'Ok' });
      const box = await ok.boundingBox();
      expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await ok.click();
      await alert.waitFor({ state: 'detached' });
      expect(await page.getByTestId(viewerTestId).count()).toBe(0);
      expect(problems).toEqual([]);
    },
    { width: 390, height: 844 },
  );
}

it('a record cut short: the line named, the alert whole on a 390 px screen, Ok closes it', {
  timeout: 120_000,
}, async () => {
  const { path, line } = cutAxProRecord();
  await refusedOnPhone('/measurements-list/ax-pro', path, 'vibration-viewer', (text) =>
    expect(text).toContain(
      `O arquivo termina no meio da linha ${line.toLocaleString('pt-BR')}: está incompleto (a cópia ou o download foi interrompido).`,
    ),
  );
});

it('a record cut at a line end: the rows it has and declares, and nothing opened', {
  timeout: 120_000,
}, async () => {
  const text = profiles.doseMaxV2.records(1)[0]?.text ?? '';
  const dStarts = [...text.matchAll(/\nd;/g)].map((m) => (m.index as number) + 1);
  const found = Math.ceil(dStarts.length * 0.8);
  const cut = text.slice(0, dStarts[found]);
  mkdirSync(output, { recursive: true });
  const path = join(output, 'dosemax-v2-at-line-end.txt');
  writeFileSync(path, cut);
  const line = cut.slice(0, dStarts[found - 1]).split('\n').length;
  const n = (value: number) => value.toLocaleString('pt-BR');
  await refusedOnPhone('/measurements-list/dosimetro-v2', path, 'viewer-header', (said) =>
    expect(said).toContain(
      `O arquivo tem ${n(found)} registros, mas o cabeçalho declara ${n(dStarts.length)} (o último na linha ${n(line)}): está incompleto`,
    ),
  );
});
