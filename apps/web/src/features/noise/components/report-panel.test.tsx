import type { Certificate } from '@ohp/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { SaveController } from '../hooks/use-save-measurement';
import { restoreFormValues } from '../lib/report-form-values';
import { ReportPanel } from './report-panel';

// The form's autosizing textarea needs layout that jsdom has not; the passport card is what is tested.
vi.mock('./report-form', () => ({ ReportForm: () => null }));

const save: SaveController = {
  values: restoreFormValues(undefined),
  errors: {},
  setField: vi.fn(),
  language: 'pt-BR',
  setLanguage: vi.fn(),
  description: 'Registro',
  setDescription: vi.fn(),
  descriptionError: undefined,
  measurementId: undefined,
  generatePdf: vi.fn(async () => undefined),
  save: vi.fn(async () => undefined),
  SavedReports: () => null,
};

const certificate = (nextCalibrationDate: string): Certificate => ({
  laboratory: 'Lab RBC 0042',
  calibrationDate: '2025-03-01',
  certificateNumber: 'RBC-2026-17',
  nextCalibrationDate,
  hasFile: false,
});

// The measurement started on 10/03/2026 at 08:00 local time.
const measuredOn = new Date(2026, 2, 10, 8);

describe('the noise report panel: instrument passport', () => {
  it('shows a valid certificate without a warning (due on the measurement day itself)', () => {
    renderWithProviders(
      <ReportPanel save={save} canSave certificate={certificate('2026-03-10')} measuredOn={measuredOn} />,
    );
    const card = screen.getByTestId('instrument-certificate');
    expect(card.getAttribute('data-state')).toBe('valid');
    expect(within(card).getByText('RBC-2026-17')).toBeTruthy();
    expect(within(card).getByText('Lab RBC 0042')).toBeTruthy();
    expect(within(card).getByText('01/03/2025')).toBeTruthy();
    expect(within(card).getByText('10/03/2026')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a certificate expired on the measurement date in red with the out-of-calibration sentence', () => {
    renderWithProviders(
      <ReportPanel save={save} canSave certificate={certificate('2026-03-09')} measuredOn={measuredOn} />,
    );
    const card = screen.getByTestId('instrument-certificate');
    expect(card.getAttribute('data-state')).toBe('expired');
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain('Instrumento fora de calibração');
    expect(alert.textContent).toContain(
      'O certificado de calibração venceu em 09/03/2026: o instrumento estava fora de calibração na data da medição (10/03/2026).',
    );
    // The certificate's values are drawn in Mantine's red.
    expect(within(card).getByText('09/03/2026').getAttribute('style') ?? '').toContain('red');
  });

  it('says when the instrument is not registered with a certificate, and nothing while unknown', () => {
    const { unmount } = renderWithProviders(
      <ReportPanel save={save} canSave certificate={null} measuredOn={measuredOn} />,
    );
    expect(screen.getByTestId('instrument-certificate').getAttribute('data-state')).toBe('none');
    unmount();
    renderWithProviders(<ReportPanel save={save} canSave measuredOn={measuredOn} />);
    expect(screen.queryByTestId('instrument-certificate')).toBeNull();
  });
});
