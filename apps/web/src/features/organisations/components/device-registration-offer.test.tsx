import type { UserDevice } from '@ohp/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { DeviceRegistrationOffer } from './device-registration-offer';

function renderOffer(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [{ path: '/', element: <DeviceRegistrationOffer serialNumber="123450AA" model="DoseMaxV2" /> }],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the offer to register a connected device', () => {
  it('links to the registration screen when the serial is not mine', async () => {
    renderOffer(vi.fn<typeof fetch>(async () => jsonResponse(200, { data: null })));
    const link = await screen.findByRole('link', { name: 'Registrar este equipamento' });
    expect(link.getAttribute('href')).toBe('/device/register/123450AA/DoseMaxV2');
    expect(screen.getByText('Este equipamento não está registrado na sua conta.')).toBeTruthy();
  });

  it('shows the certificate state of a registered device', async () => {
    const device: UserDevice = {
      id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0001',
      serialNumber: '123450AA',
      model: 'DoseMaxV2',
      family: 'doseMaxV2',
      imageFolder: 'dose-max-v2',
      certificate: null,
      calibrationState: 'overdue',
      createdAt: '',
    };
    renderOffer(vi.fn<typeof fetch>(async () => jsonResponse(200, { data: device })));
    expect(await screen.findByText('Calibração vencida')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
