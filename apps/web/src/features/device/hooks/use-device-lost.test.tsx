import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { connectDemo } from '../lib/connect';
import { deviceStore } from '../stores/device-store';
import { useDeviceLostRedirect } from './use-device-lost';

afterEach(() => deviceStore.reset());

function Screen() {
  useDeviceLostRedirect();
  return <h1>device screen</h1>;
}

it('a disconnect event shows the attention alert and goes to /access-device (SPEC §4)', async () => {
  const router = createMemoryRouter(
    [
      { path: '/access-device/select', element: <Screen /> },
      { path: '/access-device', element: <h1>access device</h1> },
    ],
    { initialEntries: ['/access-device/select'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'device screen' });
  const device = await connectDemo('axPro');
  device.demo?.unplug();
  const alert = await screen.findByRole('alertdialog', { name: 'Atenção' });
  expect(alert.textContent).toContain('O equipamento foi desconectado.');
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/access-device'));
  expect(deviceStore.getState().devices).toEqual([]);
});
