import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { connectDemo } from '../lib/connect';
import { deviceStore } from '../stores/device-store';
import { DeviceRecords, type RecordReadResult } from './device-records';

afterEach(async () => {
  for (const d of deviceStore.getState().devices) await deviceStore.disconnect(d.id);
  deviceStore.reset();
});

function renderRecords(id: string, onRecordRead: (r: RecordReadResult) => void) {
  const router = createMemoryRouter(
    [
      { path: '/access-device/register/:id', element: <DeviceRecords id={id} onRecordRead={onRecordRead} /> },
      { path: '/access-device', element: <h1>access</h1> },
    ],
    { initialEntries: [`/access-device/register/${id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('DeviceRecords (selected device screen)', () => {
  it('lists the records with number, type, date, hour, description and size; the cloud action says it is coming', async () => {
    const device = await connectDemo('itemp');
    renderRecords(device.id, () => {});
    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // ITEMP numbers are the id minus one, zero-padded; legacy devices report no file size.
    expect(cells.slice(0, 6)).toEqual([
      '000',
      'Temperatura (Itemp)',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      'Patio de carga',
      '—',
    ]);
    const cloud = within(rows[0] as HTMLElement).getByRole('button', { name: 'Salvar na nuvem: em breve' });
    expect(cloud).toHaveProperty('disabled', true);
  });

  it('an Err:N answer is shown translated and a retry lists the records', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectDemo('axPro');
    if (device.demo) device.demo.faults = { errorAnswer: { command: 'a', code: 5 } };
    renderRecords(device.id, () => {});
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(alert.textContent).toContain('Erro de comunicação com o cartão SD');
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByTestId('record-row')).toHaveLength(2);
  });

  it('reads a record with progress and hands the parsed record on', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectDemo('co2Pro');
    const onRead = vi.fn();
    renderRecords(device.id, onRead);
    await screen.findAllByTestId('record-row');
    await user.click(screen.getByRole('button', { name: 'Ler registro 1' }));
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const result = onRead.mock.calls[0]?.[0] as RecordReadResult;
    expect(result).toMatchObject({ fileName: 'CO2Pro_24060002208A_1.txt', family: 'co2Pro' });
    expect(result.record.kind).toBe('co2Pro');
    expect(screen.getByTestId('read-progress').dataset.state).toBe('finished');
  });

  it('deletes all records only after confirmation (xad for the new generation)', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectDemo('doseMaxV2');
    renderRecords(device.id, () => {});
    await screen.findAllByTestId('record-row');
    await user.click(screen.getByRole('button', { name: 'Excluir todos' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Excluir todos os registros' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(device.demo?.records).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Excluir todos' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Excluir todos os registros' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir todos' }));
    await screen.findByTestId('records-empty');
    expect(device.demo?.records).toHaveLength(0);
  });

  it('without this device connected it says so', async () => {
    renderRecords('nope', () => {});
    expect(await screen.findByTestId('no-device')).toBeTruthy();
  });
});
