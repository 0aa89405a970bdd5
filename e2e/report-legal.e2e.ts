import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNoiseFile, VirtualDevice } from '@ohp/devices';
import { computeNoiseExposure, resolveCriteria } from '@ohp/exposure';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { noiseOutput, pdfPages, pdfText, ptBr } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

/** The PDF's text with its line breaks and runs of spaces as one space (layout text wraps). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The legal report's sections every family's PDF carries (legal namespace, pt-BR). */
function expectLegalSections(text: string, method: string) {
  for (const title of [
    'Objetivo',
    method,
    'Conclusões',
    'Legislação trabalhista — insalubridade (NR-15)',
    'Legislação previdenciária — aposentadoria especial',
    'Gerenciamento de riscos (PGR — NR-01 e NR-09)',
    'Considerações técnicas',
  ])
    expect(text).toContain(title);
}

async function connectDemo(page: import('playwright-core').Page, option: string) {
  await signIn(page, baseUrl, demo, '/access-device');
  await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: 'Conectar demonstração' }).click();
  const card = page.getByTestId('connected-device').filter({ hasText: option });
  await card.getByRole('link', { name: 'Ver registros' }).click();
  await page.getByTestId('record-row').first().waitFor({ timeout: 30_000 });
}

// Issue 23 from the web app: the legal content of the report (conclusions, method, uncertainty) and
// the evaluator's new fields, typed in the noise form, read back from the downloaded PDF.
it('demo DoseMax: the PDF has the conclusions with the grade, the method, the uncertainty and the new fields', {
  timeout: 240_000,
}, async () => {
  const record = new VirtualDevice('doseMax').records[1];
  if (!record) throw new Error('The emulated DoseMax has no second record');
  // NR-15 as the norm sets it (q = 5), the dosimeter's own configuration switched off on the screen.
  const loaded = loadNoiseFile(record.text);
  if (!loaded.ok) throw new Error('The DoseMax record does not read');
  const startMs = loaded.data.series.startMs as number;
  const result = computeNoiseExposure(loaded.data.series, resolveCriteria('nr15'));
  // The 2 h record projected to the 8 h workday typed in the form.
  const workdayDose = result.projectedDosePct;
  const day = new Date(startMs).toLocaleDateString('pt-BR');

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await connectDemo(page, 'DoseMax');
    await page
      .getByTestId('record-row')
      .filter({ hasText: day })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();

    // Both norms in the report, NR-15 with its own criteria: the labour conclusion is judged.
    await page.getByTestId('norm-selector').getByText('Ambas').click();
    await page.getByRole('switch', { name: 'Usar a configuração do dosímetro' }).uncheck();
    await expect.poll(() => page.getByTestId('value-dosePct-nr15').textContent()).toBe(ptBr(result.dosePct));
    await page.getByTestId('form-employee').fill('Carla Mendes');
    await page.getByTestId('form-company').fill('Fundição Modelo S.A.');
    await page.getByTestId('form-evaluatorName').fill('Rui Avaliador');
    await page.getByTestId('form-evaluatorRegistration').fill('CREA-SP 5061234');
    await page.getByTestId('form-workdayMinutes').fill('480');
    await page.getByTestId('form-assessmentDate').fill('12/03/2026');
    await page.getByTestId('form-microphonePosition').fill('Ombro direito, 10 cm do canal auditivo');
    await page.getByTestId('form-calibratorModel').fill('CAL-200');
    await page.getByTestId('form-calibratorSerial').fill('K88231');
    await page.getByTestId('form-technicalConsiderations').fill('Prensa 3 em manutenção no dia');

    const download = page.waitForEvent('download');
    await page.getByTestId('generate-pdf').click();
    const pdfPath = join(noiseOutput, 'noise-legal-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(pdfText(pdfPath));
    expectLegalSections(text, 'Método e abrangência');
    expect(text).toContain('Incerteza de medição');
    expect(text).toMatch(
      /U = k · √\(u1² \+ u2² \+ u3²\) = 1,65 · √\([\d,]+² \+ [\d,]+² \+ [\d,]+²\) = [\d,]+ dB/,
    );
    // The labour conclusion follows the NR-15 dose of the 8 h workday (computed here from the
    // emulator's record, apart from the web code): above 100 %, grau médio with its 20 %.
    expect(workdayDose).toBeGreaterThan(100);
    expect(text).toContain('Caracteriza insalubridade de grau médio, com adicional de 20 % (NR-15 Anexo 1');
    expect(text).toContain(`Dose da jornada ${ptBr(workdayDose)} % contra o limite de 100 %`);
    expect(text).toMatch(/Exposição (acima do|não superior ao) limite de enquadramento: NEN [\d,]+ dB\(A\)/);
    expect(text).toMatch(
      /(Abaixo do nível de ação|Entre o nível de ação e o limite|Acima do limite de exposição)/,
    );
    expect(text).toContain('Microfone: Ombro direito, 10 cm do canal auditivo.');
    // The calibrator in the method and in the calibration grid, worded alike.
    expect(text).toContain(
      'Verificação de campo com o calibrador acústico CAL-200 · nº de série K88231 antes e depois da medição.',
    );
    expect(text).toContain('Calibrador acústico CAL-200 · nº de série K88231');
    expect(text).toContain('CREA-SP 5061234');
    expect(text).toContain('Prensa 3 em manutenção no dia');
    expect(text).toContain('12/03/2026');
    pdfPages(pdfPath, 'noise-legal-report-page');
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});

// The heat form's legal items (issue 23): the assessment date and the evaluator's company reach the
// PDF (not "-"), with the measurement height in the method and the technical considerations.
it('demo Itemp, normal mode: the PDF has the conclusions, the method and the heat form new fields', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await connectDemo(page, 'ITEMP');
    await page
      .getByTestId('record-row')
      .filter({ hasText: '21/01/2026' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('heat-report-screen').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="heat-chart"][data-rendered]').waitFor();
    await page.getByText('Normal (uma fonte de calor)').click();
    await page.getByTestId('heat-normal-rate').fill('300');
    await expect.poll(() => page.getByTestId('heat-ibutg').textContent()).toMatch(/^\d+,\d °C$/);

    await page.getByTestId('heat-form-employee').fill('Carla Mendes');
    await page.getByTestId('heat-form-evaluatorName').fill('Rui Avaliador');
    await page.getByTestId('heat-form-evaluatorCompany').fill('Higiene Ocupacional Ltda.');
    await page.getByTestId('heat-form-assessmentDate').fill('21/01/2026');
    await page.getByTestId('heat-form-measurementHeight').fill('Tórax, 1,1 m do piso');
    await page.getByTestId('heat-form-technicalConsiderations').fill('Forno 2 com a porta aberta');

    const download = page.waitForEvent('download');
    await page.getByTestId('heat-generate-pdf').click();
    const pdfPath = join(noiseOutput, 'heat-legal-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(pdfText(pdfPath));
    // The heat report names its method section "Método" (heat namespace), with the norm's text.
    expectLegalSections(text, 'Método');
    expect(text).toMatch(
      /(Caracteriza insalubridade de grau médio, com adicional de 20 %|Não caracteriza insalubridade \(NR-15 Anexo 3\))/,
    );
    expect(text).toMatch(/IBUTG [\d,]+ °C contra o limite de [\d,]+ °C da NR-15 Anexo 3 \(item 2\.0\.4\)/);
    expect(text).toContain('na altura da região do corpo mais atingida: Tórax, 1,1 m do piso');
    expect(text).toMatch(/Data da avaliação 21\/01\/2026/);
    expect(text).toContain('Higiene Ocupacional Ltda.');
    expect(text).toContain('Forno 2 com a porta aberta');
    pdfPages(pdfPath, 'heat-legal-report-page');
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});

// Vibration (hand-arm, NHO-10): one component cut from the grinder record, the legal items typed in,
// the uncertainty of aren and the conclusions read back.
it('demo AxPro: the PDF has the conclusions, the method with tool and mounting, and the uncertainty', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await connectDemo(page, 'AxPro');
    await page
      .getByTestId('record-row')
      .filter({ hasText: 'Esmerilhadeira' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('vibration-viewer').waitFor({ timeout: 60_000 });
    const period = page.getByTestId('vibration-period');
    await period.getByLabel('De (min)').fill('0');
    await period.getByLabel('Até (min)').fill('10');
    await period.getByLabel('Exposição diária (min)').fill('240');
    await period.getByRole('button', { name: 'Calcular o período' }).click();
    await period.getByLabel('Descrição').fill('Desbaste');
    await period.getByRole('button', { name: 'Salvar componente' }).click();
    await period.getByTestId('vibration-component-saved').waitFor();

    // The report screen combines saved components into the workday (as in vibration-report.e2e.ts).
    await page.goto(`${baseUrl}/device/ax-pro`);
    const report = page.getByTestId('vibration-report');
    await report.getByLabel(/^Desbaste/).check();
    await expect.poll(() => page.getByTestId('vibration-aren').textContent()).toMatch(/^\d+,\d{3}\s*m\/s²$/);
    await report.getByLabel('Trabalhador avaliado').fill('Carla Mendes');
    await page.getByTestId('vibration-form-evaluatorRegistration').fill('CREA-SP 5061234');
    await page.getByTestId('vibration-form-toolOrSeat').fill('Esmerilhadeira angular 7"');
    await page.getByTestId('vibration-form-accelerometerMounting').fill('Adaptador de mão na empunhadura');
    await page.getByTestId('vibration-form-technicalConsiderations').fill('Disco novo no início do turno');

    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdfPath = join(noiseOutput, 'vibration-legal-report.pdf');
    await (await download).saveAs(pdfPath);
    const text = flat(pdfText(pdfPath));
    expectLegalSections(text, 'Método');
    expect(text).toContain('Incerteza de medição');
    expect(text).toMatch(
      /U\(aren\) = k · √\(ui² \+ um² \+ ua² \+ \(ut\/2\)²\) · aren = 1,65 · [\d,]+ % · [\d,]+ = [\d,]+ m\/s²/,
    );
    expect(text).toMatch(
      /(Caracteriza insalubridade de grau médio, com adicional de 20 %|Não caracteriza insalubridade \(NR-15 Anexo 8\))/,
    );
    expect(text).toContain('Esmerilhadeira angular 7"');
    expect(text).toContain('Adaptador de mão na empunhadura');
    expect(text).toContain('CREA-SP 5061234');
    expect(text).toContain('Disco novo no início do turno');
    pdfPages(pdfPath, 'vibration-legal-report-page');
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});

// CO2 (NR-15 Anexo 11 + ACGIH): the registration in the signature, the technical considerations,
// the conclusions without a grade sentence in the method and no social-security framing.
it('demo CO2Pro: the PDF has the conclusions, the registration and the technical considerations', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await connectDemo(page, 'CO2Pro');
    await page
      .getByTestId('record-row')
      .first()
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('co2-viewer').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="co2-level-chart"][data-rendered]').waitFor();
    await page.getByTestId('co2-form-employeeName').fill('Ana Lima');
    await page.getByTestId('co2-form-measurerName').fill('Rui Avaliador');
    await page.getByTestId('co2-form-journeyTime').fill('08:00');
    await page.getByTestId('co2-form-evaluatorRegistration').fill('CREA-RS 7781');
    await page.getByTestId('co2-form-technicalConsiderations').fill('Tanques 4 a 6 em fermentação');

    const download = page.waitForEvent('download');
    await page.getByTestId('co2-generate-pdf').click();
    const pdfPath = join(noiseOutput, 'co2-legal-report.pdf');
    await (await download).saveAs(pdfPath);
    const text = flat(pdfText(pdfPath));
    expectLegalSections(text, 'Método');
    expect(text).toMatch(
      /(Caracteriza insalubridade de grau mínimo, com adicional de 10 %|Não caracteriza insalubridade \(NR-15 Anexo 11\))/,
    );
    expect(text).toContain('O dióxido de carbono não é agente nocivo do Anexo IV do Decreto 3.048/1999');
    expect(text).toContain('CREA-RS 7781');
    expect(text).toContain('Tanques 4 a 6 em fermentação');
    pdfPages(pdfPath, 'co2-legal-report-page');
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
