import { DeviceSession, EmulatorTransport, VirtualDevice } from '@ohp/devices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { ConnectedDevice } from '../stores/device-store';
import { ConfigForm } from './config-form';

const sessions: DeviceSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.disconnect();
});

async function connected(family: 'doseMaxV2' | 'axPro') {
  const virtual = new VirtualDevice(family, { empty: true });
  const session = new DeviceSession(new EmulatorTransport(virtual));
  sessions.push(session);
  const identity = await session.connect();
  const device = {
    id: identity.serialNumber,
    identity,
    family,
    session,
    port: { open: async () => {}, close: async () => {}, readable: null, writable: null },
    demo: undefined,
  } satisfies ConnectedDevice;
  return { device, virtual };
}

describe('ConfigForm', () => {
  it('shows the spec messages for invalid values and writes nothing; then writes valid values and reads them back', async () => {
    const user = userEvent.setup({ delay: null });
    const { device, virtual } = await connected('doseMaxV2');
    const before = virtual.configs.get('config');
    renderWithProviders(<ConfigForm device={device} kind="config" />);
    const brightness = await screen.findByLabelText('Brilho da tela (%)');
    fireEvent.change(brightness, { target: { value: '5' } });
    const interval = screen.getByLabelText('Intervalo de registro (s)');
    fireEvent.change(interval, { target: { value: 'x' } });
    await user.click(screen.getByRole('button', { name: 'Gravar no equipamento' }));
    expect(await screen.findByText('Informe um valor entre 10 e 100')).toBeTruthy();
    expect(screen.getByText('O valor deve ser um número')).toBeTruthy();
    expect(virtual.configs.get('config')).toBe(before);

    // Duration not a whole number of intervals: the "number of records" rule of SPEC §5.
    fireEvent.change(brightness, { target: { value: '80' } });
    fireEvent.change(interval, { target: { value: '7' } });
    const duration = screen.getByLabelText('Duração da medição');
    fireEvent.change(duration, { target: { value: '00:01' } });
    await user.click(screen.getByRole('button', { name: 'Gravar no equipamento' }));
    expect(await screen.findByText('Número de registros inválido para o intervalo escolhido')).toBeTruthy();
    expect(virtual.configs.get('config')).toBe(before);

    fireEvent.change(duration, { target: { value: '00:07' } });
    await user.click(screen.getByRole('button', { name: 'Gravar no equipamento' }));
    await screen.findByRole('alertdialog', { name: 'Sucesso' }, { timeout: 5000 });
    await waitFor(() =>
      expect(virtual.configs.get('config')?.split(';').slice(0, 2)).toEqual(['00:07', '7']),
    );
    expect(virtual.configs.get('config')?.split(';')[6]).toBe('80');
  });
});
