import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooLargeToSaveError } from '../../../lib/upload/compressed-reading';
import type { DomainViewerProps } from '../../../lib/web-domain';
import { renderWithProviders } from '../../../testing/render';
import type { ViewerData } from '../lib/viewer-data';
import { SaveReading } from './save-reading';

// The viewer's Save: a refused save (too large for the server's limit) says its own reason, never
// "report failed", which stays for a PDF that could not be made. The PDF itself is stubbed here.

const render = vi.hoisted(() => ({ fail: false }));
vi.mock('../../../lib/report/render-pdf-browser', () => ({
  renderPdfInBrowser: async () => {
    if (render.fail) throw new Error('sem fontes');
    return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  },
  downloadBlob: () => {},
}));
vi.mock('../../../lib/report/company-logo', () => ({ fetchCompanyLogoDataUrl: async () => undefined }));
vi.mock('../lib/reading-report', () => ({ readingReportInput: () => ({}) }));
vi.mock('@ohp/reports', () => ({ buildVibrationReport: () => ({ content: [] }) }));

/** The saved-reports list is not under test. */
const NoReports = () => null;

function renderSave(save: DomainViewerProps['saving']['save']) {
  const current = {
    fileName: 'lixadeira.txt',
    text: 'x',
    source: 'file',
    reading: { domain: 'vibration', model: 'AxPro', record: undefined, vibration: { kind: 'summary' } },
  } as unknown as DomainViewerProps['current'];
  renderWithProviders(
    <SaveReading
      current={current}
      saving={{ save, SavedReports: NoReports }}
      onSaved={() => {}}
      data={{} as ViewerData}
      description="Lixadeira"
      onDescription={() => {}}
    />,
  );
}

describe('SaveReading', () => {
  it('a save over the limit says "file too large to save", not "report failed"', async () => {
    render.fail = false;
    renderSave(async () => {
      throw new TooLargeToSaveError(21 * 1024 * 1024, 20 * 1024 * 1024, 'pt-BR');
    });
    await userEvent.click(screen.getByTestId('vibration-save'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Arquivo grande demais para salvar: 21 MiB compactado (limite 20 MiB)');
  });

  it('a PDF that cannot be made is "report failed", with its reason', async () => {
    render.fail = true;
    const save = vi.fn();
    renderSave(save);
    await userEvent.click(screen.getByTestId('vibration-save'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Falha ao gerar o relatório: sem fontes');
    expect(save).not.toHaveBeenCalled();
  });
});
