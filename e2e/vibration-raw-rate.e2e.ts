import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { signIn } from './support/session';

// A raw acceleration CSV sampled at 1 kHz carries the whole-body weightings (Wd, Wk: 400 Hz) but
// not hand-arm's Wh (5 kHz). The viewer opened it under hand-arm, the analysis threw during render
// and the page was blank. It now opens under whole body, and hand-arm shows the translated reason.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const output = fileURLToPath(new URL('../test-output/vibration/', import.meta.url));

function seatSignal(): string {
  const rate = 1000;
  const rows = ['time,ax,ay,az'];
  for (let i = 0; i < rate * 20; i++) {
    const t = i / rate;
    rows.push(`${t.toFixed(3)},0.0000,0.0000,${Math.sin(2 * Math.PI * 8 * t).toFixed(4)}`);
  }
  mkdirSync(output, { recursive: true });
  const path = join(output, 'seat-1khz.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

it('a 1 kHz raw CSV opens under whole body; hand-arm says why it cannot, and nothing breaks', {
  timeout: 120_000,
}, async () => {
  const file = seatSignal();
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/measurements-list/ax-pro');
    await page.getByTestId('measurement-list').waitFor();
    await page.getByTestId('open-file-input').setInputFiles(file);
    await page.getByTestId('vibration-viewer').waitFor();
    await page.getByTestId('vibration-axes').waitFor();
    const evaluation = page.getByRole('radiogroup', { name: 'Avaliação' });
    expect(await evaluation.getByRole('radio', { name: 'Corpo inteiro' }).isChecked()).toBe(true);

    await evaluation.getByText('Mãos e braços').click();
    const alert = page.getByTestId('vibration-analysis-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Taxa de amostragem de 1.000 Hz baixa demais para a ponderação Wh: são necessários ao menos 5.000 Hz',
    );
    expect(await page.getByTestId('vibration-axes').count()).toBe(0);

    await evaluation.getByText('Corpo inteiro').click();
    await page.getByTestId('vibration-axes').waitFor();
    expect(await alert.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
