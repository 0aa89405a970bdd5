import type { UserDevice } from '@ohp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { DevicesPage } from './devices-page';

const device = (over: Partial<UserDevice>): UserDevice => ({
  id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0001',
  serialNumber: '555008A',
  model: 'CO2Pro',
  family: 'co2Pro',
  imageFolder: 'co2-pro',
  certificate: {
    laboratory: 'Lab RBC',
    calibrationDate: '2025-01-10',
    certificateNumber: 'C-1',
    nextCalibrationDate: '2026-01-10',
    hasFile: false,
  },
  calibrationState: 'overdue',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const devices = [
  device({}),
  device({
    id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0002',
    serialNumber: '555007A',
    model: 'AxPro',
    family: 'axPro',
    calibrationState: 'due',
  }),
  device({
    id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0003',
    serialNumber: '123450AA',
    model: 'DoseMaxV2',
    family: 'doseMaxV2',
    certificate: null,
    calibrationState: 'none',
  }),
];

function renderPage(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/devices', element: <DevicesPage /> }], {
    initialEntries: ['/devices'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/devices', () => {
  it('shows the cards in the server’s order with their due state and the summary', async () => {
    renderPage(vi.fn<typeof fetch>(async () => jsonResponse(200, { data: devices })));
    const cards = await screen.findAllByTestId('device-card');
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual(['overdue', 'due', 'none']);
    expect(within(cards[0] as HTMLElement).getByText('Calibração vencida')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Vence em até 30 dias')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Sem certificado de calibração.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 a vencer em 30 dias, 1 vencido(s)');
  });

  it('refuses a calibration date after the next one before sending anything', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: devices }));
    renderPage(fetchMock);
    const card = (await screen.findAllByTestId('device-card'))[2] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Informar certificado' }));
    const form = within(card).getByRole('form', { name: 'Certificado de calibração' });
    await userEvent.type(within(form).getByLabelText(/Laboratório/), 'Lab');
    await userEvent.type(within(form).getByLabelText(/Número do certificado/), 'C-9');
    await userEvent.type(within(form).getByLabelText(/Data da calibração/), '2026-03-01');
    await userEvent.type(within(form).getByLabelText(/Próxima calibração/), '2026-02-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar certificado' }));
    expect(
      await within(form).findByText(
        'A data de calibração não pode ser posterior à data da próxima calibração',
      ),
    ).toBeTruthy();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toEqual([]);
  });

  it('registers a serial typed by hand and says so when another account has it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(409, { error: 'Este número de série já está registrado em outra conta' })
        : jsonResponse(200, { data: [] }),
    );
    renderPage(fetchMock);
    await screen.findByText('Nenhum equipamento registrado.');
    await userEvent.type(screen.getByLabelText('Número de série'), '999001B');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar equipamento' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('serialNumber=999001B'))).toBe(true),
    );
    expect(await screen.findByText('Este número de série já está registrado em outra conta')).toBeTruthy();
  });
});
