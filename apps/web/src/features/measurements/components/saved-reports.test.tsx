import type { MeasurementReport } from '@ohp/contracts';
import { SigningError } from '@ohp/reports/signing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import type { SignReportInput } from '../api/sign-report';
import { SavedReports } from './saved-reports';

const slow = { timeout: 8000 };

const report = (id: string, extra: Partial<MeasurementReport> = {}): MeasurementReport => ({
  id,
  title: `Relatório ${id}`,
  size: 40_000,
  createdAt: `2026-03-1${id.length}T12:00:00.000Z`,
  verificationCode: 'ABCDEFGHJKMNPQRS',
  sha256: 'a'.repeat(64),
  revokedAt: null,
  signedBy: null,
  ...extra,
});

function fakeReports(rows: () => MeasurementReport[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/measurements/m1/reports') return jsonResponse(200, { data: rows() });
      return jsonResponse(404, { error: 'not found' });
    }),
  );
}

describe('saved reports: who signed, revoked, and "Assinar" in the browser', () => {
  it('shows the signer and the revocation; a revoked report has no "Assinar"', async () => {
    fakeReports(() => [
      report('a', { signedBy: 'ANA SOUZA' }),
      report('bb', { revokedAt: '2026-03-20T10:00:00.000Z' }),
    ]);
    renderWithProviders(<SavedReports measurementId="m1" sign={vi.fn()} />);
    const items = await screen.findAllByTestId('saved-report', {}, slow);
    const signed = items.find((i) => i.textContent?.includes('Relatório a')) as HTMLElement;
    const revoked = items.find((i) => i.textContent?.includes('Relatório bb')) as HTMLElement;
    expect(within(signed).getByTestId('report-signed-by').textContent).toContain('assinado por ANA SOUZA');
    expect(within(signed).getByRole('button', { name: 'Assinar o relatório Relatório a' })).toBeTruthy();
    expect(within(revoked).getByTestId('report-revoked').textContent).toMatch(/revogado em 20\/03\/2026/);
    expect(within(revoked).queryByTestId('report-sign')).toBeNull();
  });

  it('asks for the file and the password, shows each refusal translated, then signs and says by whom', async () => {
    let rows = [report('a')];
    fakeReports(() => rows);
    const failures = [
      new SigningError('wrongPassword'),
      new SigningError('expired', { date: '2021-01-01' }),
      new SigningError('noPrivateKey'),
      new SigningError('notPkcs12'),
      Object.assign(new Error('Este relatório foi revogado e não pode ser assinado.'), { name: 'ApiError' }),
    ];
    const inputs: SignReportInput[] = [];
    const sign = vi.fn(async (input: SignReportInput) => {
      inputs.push(input);
      const failure = failures.shift();
      if (failure) throw failure;
      rows = [report('a', { signedBy: 'ANA SOUZA' })];
      return rows[0] as MeasurementReport;
    });
    const user = userEvent.setup();
    renderWithProviders(<SavedReports measurementId="m1" sign={sign} />);
    await user.click(await screen.findByTestId('report-sign', {}, slow));
    const dialog = await screen.findByTestId('sign-report-dialog');
    expect(dialog.textContent).toContain('o certificado e a senha não são enviados');

    await user.click(within(dialog).getByTestId('sign-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Escolha o arquivo do certificado (.pfx ou .p12).',
    );
    const pfx = new File([new Uint8Array([0x30, 0x82, 0x01, 0x02])], 'ana.pfx', {
      type: 'application/x-pkcs12',
    });
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, pfx);
    await user.click(within(dialog).getByTestId('sign-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Digite a senha do certificado.');
    await user.type(within(dialog).getByLabelText('Senha do certificado'), 'segredo');
    expect(sign).not.toHaveBeenCalled();

    for (const message of [
      'Senha do certificado incorreta.',
      'O certificado venceu em 2021-01-01: não pode mais assinar.',
      'O certificado não traz a chave privada que o acompanha; exporte-o com a chave.',
      'O arquivo do certificado não é um PKCS#12 (.pfx ou .p12).',
      'Este relatório foi revogado e não pode ser assinado.',
    ]) {
      await user.click(within(dialog).getByTestId('sign-submit'));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));
    }
    await user.click(within(dialog).getByTestId('sign-submit'));
    expect((await screen.findByTestId('report-signed-message', {}, slow)).textContent).toBe(
      'Relatório assinado por ANA SOUZA.',
    );
    expect(await screen.findByText('· assinado por ANA SOUZA', { exact: false }, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sign-report-dialog')).toBeNull());
    expect(inputs[0]).toMatchObject({ measurementId: 'm1', reportId: 'a', password: 'segredo' });
    expect([...(inputs[0]?.certificate ?? [])]).toEqual([0x30, 0x82, 0x01, 0x02]);
    expect(inputs[0]?.reason).toBe('Responsável técnico pelo relatório');
  });
});
