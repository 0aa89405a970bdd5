import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAxPro, VirtualDevice } from '@ohp/devices';
import { axisFactors, resultant, summariseIntervals } from '@ohp/exposure';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import { noiseOutput, pdfPages, pdfText } from './support/noise-files';
import { pdfAttachments } from './support/pdf-attachments';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

/** amr of a period [from, to) minutes of the record (NHO-10 §4: energy mean per axis, vector sum). */
function amrOf(text: string, fromMin: number, toMin: number): number {
  const record = parseAxPro(text);
  const i0 = record.offsets.findIndex((o) => o >= fromMin * 60);
  let i1 = record.offsets.findIndex((o) => o >= toMin * 60);
  if (i1 < 0) i1 = record.offsets.length;
  const axis = (k: 'x' | 'y' | 'z') => summariseIntervals({ rms: record[k].subarray(i0, i1) }).rms;
  return resultant({ x: axis('x'), y: axis('y'), z: axis('z') }, axisFactors('hand-arm'));
}

// Issue 11's check, as a user does it: the demo AxPro, read the grinder record, cut two components
// from two periods, combine them into a workday on the report screen, download the PDF and read it.
// The aren expected is computed here from the emulator's record by @ohp/exposure, not by the web code.
it('demo AxPro: read, two components, report, PDF read back', { timeout: 240_000 }, async () => {
  const grinder = new VirtualDevice('axPro').records.find((r) => r.description === 'Esmerilhadeira');
  if (!grinder) throw new Error('The emulated AxPro has no grinder record');
  const a = amrOf(grinder.text, 0, 10);
  const b = amrOf(grinder.text, 10, 20);
  // NHO-10 §5: aren = [(a²·120 + b²·60) / 480]^½ for an 8 h workday.
  const aren = Math.sqrt((a * a * 120 + b * b * 60) / 480);
  const ptBr = (v: number, d: number) => v.toFixed(d).replace('.', ',');

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'AxPro', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    const card = page.getByTestId('connected-device').filter({ hasText: 'AxPro' });
    await card.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await rows
      .filter({ hasText: 'Esmerilhadeira' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();

    await page.getByTestId('vibration-viewer').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="vibration-history"][data-rendered]').waitFor();
    await page.locator('[data-testid="vibration-spectrum"][data-rendered]').waitFor();
    await shoot(page, 'vibration-viewer');

    const period = page.getByTestId('vibration-period');
    const cut = async (from: number, to: number, exposure: number, name: string) => {
      await period.getByLabel('De (min)').fill(String(from));
      await period.getByLabel('Até (min)').fill(String(to));
      await period.getByLabel('Exposição diária (min)').fill(String(exposure));
      await period.getByRole('button', { name: 'Calcular o período' }).click();
      await period.getByLabel('Descrição').fill(name);
      await period.getByRole('button', { name: 'Salvar componente' }).click();
      await period.getByTestId('vibration-component-saved').waitFor();
    };
    await cut(0, 10, 120, 'Disco novo');
    await cut(10, 20, 60, 'Acabamento');

    // The reading saved with its report, then found in the AxPro list (through the domain module).
    await page.getByTestId('vibration-save').click();
    // SPEC §2: a saved AxPro reading opens at /device/ax-pro/{id}: its viewer above the report screen.
    await page.waitForURL(/\/device\/ax-pro\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await page.getByTestId('vibration-viewer').waitFor({ timeout: 30_000 });
    const savedUrl = page.url();
    await page.goto(`${baseUrl}/measurements-list/ax-pro`);
    await page.getByText('AxPro_', { exact: false }).first().waitFor({ timeout: 30_000 });

    await page.goto(`${baseUrl}/device/ax-pro`);
    const report = page.getByTestId('vibration-report');
    await report.getByLabel(/^Disco novo/).check();
    await report.getByLabel(/^Acabamento/).check();
    const shown = page.getByTestId('vibration-aren');
    await expect
      .poll(async () => (await shown.textContent())?.replace(/\s+/g, ' '))
      .toBe(`${ptBr(aren, 3)} m/s²`);
    await report.getByLabel('Trabalhador avaliado').fill('Carla Mendes');
    await report.getByLabel('Setor').fill('Setor de retífica');
    // The form follows the --meta rules: 31 annotation lines are refused, named and translated.
    const annotations = report.getByLabel('Anotações');
    await annotations.fill(Array.from({ length: 31 }, (_, i) => `linha ${i + 1}`).join('\n'));
    await report.getByRole('button', { name: 'Baixar PDF' }).click();
    await expect
      .poll(() => page.getByTestId('vibration-report-form-error').textContent())
      .toBe('Anotações: Use no máximo 30 linhas nas anotações');
    await annotations.fill('Esmerilhadeira angular\nDisco de 7 polegadas');
    // The instrument: calibration certificate and accelerometer, checked (the next calibration
    // after the calibration) and printed in the PDF's instrument section.
    await report.getByLabel('Nº do certificado de calibração').fill('CAL-2026-118');
    await report.getByLabel('Laboratório de calibração').fill('Lab Vibra Metrologia');
    await report.getByLabel('Data da calibração').fill('2026-01-15');
    await report.getByLabel('Próxima calibração').fill('2025-12-01');
    await report.getByLabel('Modelo do acelerômetro').fill('AX-3D 100 mV/g');
    await report.getByLabel('Nº de série do acelerômetro').fill('A77120');
    await report.getByRole('button', { name: 'Baixar PDF' }).click();
    await expect
      .poll(() => page.getByTestId('vibration-report-form-error').textContent())
      .toBe('Próxima calibração: a próxima calibração deve ser depois da data da calibração');
    await report.getByLabel('Próxima calibração').fill('2027-01-15');

    // Usable at 390 px: the results and the download stay reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    await report.getByRole('button', { name: 'Baixar PDF' }).scrollIntoViewIfNeeded();
    await shoot(page, 'vibration-report-390');
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdfPath = join(noiseOutput, 'vibration-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdfPath);
    expect(text).toContain('Carla Mendes');
    expect(text).toContain('Setor de retífica');
    expect(text).toContain('Disco de 7 polegadas');
    expect(text).toContain('Disco novo');
    expect(text).toContain('Acabamento');
    expect(text).toContain('NHO-10');
    expect(text).toContain(`${ptBr(aren, 3)} m/s²`);
    // The instrument section's grid wraps the long label and value over two lines (layout text).
    expect(text).toMatch(
      /Certificado de\s+CAL-2026-118 — Lab Vibra Metrologia,\s+calibração\s+15\/01\/2026 \(próxima: 15\/01\/2027\)/,
    );
    expect(text).toMatch(/Acelerômetro\s+AX-3D 100 mV\/g nº A77120/);
    pdfPages(pdfPath, 'vibration-report-page');
    // Without a saved reading the workday has nothing measured to draw: no chart section.
    expect(text).not.toContain('Aceleração ponderada por eixo ao longo do tempo');
    // Its evidence (issue 24): the components it combines and the results' JSON.
    const evidence = pdfAttachments(pdfPath);
    expect([...evidence.keys()].sort()).toEqual(['components.json', 'report-data.json']);
    const components = JSON.parse(evidence.get('components.json') ?? '[]') as Array<{ description: string }>;
    expect(components.map((c) => c.description).sort()).toEqual(['Acabamento', 'Disco novo']);
    const data = JSON.parse(evidence.get('report-data.json') ?? '{}');
    expect(data.domain).toBe('vibration');
    expect(data.assessment.result.aren).toBeCloseTo(aren, 3);

    // The report of the saved measurement (/device/ax-pro/{id}) draws its reading's charts, as the
    // viewer's own PDF does: the time history and the spectrum.
    await page.goto(savedUrl);
    const savedReport = page.getByTestId('vibration-report');
    await page.getByTestId('vibration-viewer').waitFor({ timeout: 30_000 });
    await savedReport.getByLabel(/^Disco novo/).check();
    await expect.poll(() => page.getByTestId('vibration-aren').textContent()).not.toBe('');
    const savedDownload = page.waitForEvent('download');
    await savedReport.getByRole('button', { name: 'Baixar PDF' }).click();
    const savedPdf = join(noiseOutput, 'vibration-report-saved.pdf');
    await (await savedDownload).saveAs(savedPdf);
    const savedText = pdfText(savedPdf);
    expect(savedText).toContain('Aceleração ponderada por eixo ao longo do tempo');
    expect(savedText).toContain('Espectro por eixo em bandas de');
    // The saved measurement's file is attached as read from the device, byte for byte.
    const savedEvidence = pdfAttachments(savedPdf);
    const rawName = [...savedEvidence.keys()].find((name) => name !== 'report-data.json') ?? '';
    expect([...savedEvidence.keys()]).toHaveLength(2);
    expect(savedEvidence.get(rawName)).toBe(grinder.text);
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
