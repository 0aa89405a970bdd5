import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import {
  createEmulatedSerial,
  type DeviceFamily,
  profiles,
  requestWebSerialPort,
  VirtualDevice,
} from '@ohp/devices';
import { rememberDemo } from '../lib/demo-memory';
import { connectDemo, connectPort } from '../lib/connect';
import { ApiError } from '../../../lib/api-client';
import type { SaveRecordToCloud } from '../lib/record-read';
import { deviceStore } from '../stores/device-store';
import { readingStore } from '../../../stores/reading-store';
import { DeviceRecords, type RecordReadResult } from './device-records';

afterEach(async () => {
  for (const d of deviceStore.getState().devices) await deviceStore.disconnect(d.id);
  deviceStore.reset();
  readingStore.reset();
  window.sessionStorage.clear();
});

/** A fresh virtual device with its factory records (the demo devices live for the whole file). */
async function connectFresh(family: DeviceFamily) {
  const virtual = new VirtualDevice(family);
  const port = await requestWebSerialPort(createEmulatedSerial([virtual]));
  return { ...(await connectPort(port, virtual)), demo: virtual };
}

function renderRecords(
  id: string,
  onRecordRead: (r: RecordReadResult) => void,
  saveRecord?: SaveRecordToCloud,
  prepareRecordViewer?: (family: DeviceFamily) => () => void,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/access-device/register/:id',
        element: (
          <DeviceRecords
            id={id}
            onRecordRead={onRecordRead}
            saveRecord={saveRecord}
            cloudDomains={['noise', 'heat']}
            prepareRecordViewer={prepareRecordViewer}
          />
        ),
      },
      { path: '/access-device', element: <h1>access</h1> },
      { path: '/measurement/dosimetro-v2/:id', element: <h1>measurement</h1> },
    ],
    { initialEntries: [`/access-device/register/${id}`] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return Object.assign(router, { unmount: view.unmount });
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
    expect(result).toMatchObject({ fileName: 'CO2Pro_24060002208A_1.txt', source: 'device' });
    expect(result.reading).toMatchObject({ family: 'co2Pro', domain: 'co2' });
    expect(result.reading.domain === 'co2' && result.reading.record?.kind).toBe('co2Pro');
    expect(readingStore.get()).toBe(result);
    expect(screen.getByTestId('read-progress').dataset.state).toBe('finished');
  });

  it("asks the app layer, once the records show, to get the device's record viewer ready; stops it on leaving", async () => {
    const device = await connectDemo('axPro');
    const stop = vi.fn();
    const prepare = vi.fn(() => stop);
    const view = renderRecords(device.id, () => {}, undefined, prepare);
    await screen.findAllByTestId('record-row');
    expect(prepare.mock.calls).toEqual([['axPro']]);
    expect(stop).not.toHaveBeenCalled();
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
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

  it('the cloud action of families without a saved-measurement viewer says when it comes', async () => {
    const device = await connectDemo('axPro');
    const saveRecord = vi.fn<SaveRecordToCloud>();
    renderRecords(device.id, () => {}, saveRecord);
    const rows = await screen.findAllByTestId('record-row');
    const cloud = within(rows[0] as HTMLElement).getByRole('button', {
      name: 'Salvar na nuvem virá com o visualizador próprio deste instrumento (AxPro).',
    });
    expect(cloud).toHaveProperty('disabled', true);
    expect(saveRecord).not.toHaveBeenCalled();
  });

  it('saves a DoseMaxV2 record to the cloud: reads it with progress, names it, links to it', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectFresh('doseMaxV2');
    const saveRecord = vi.fn<SaveRecordToCloud>(async (r) => ({
      description: r.description,
      href: '/measurement/dosimetro-v2/m-1',
    }));
    const router = renderRecords(device.id, () => {}, saveRecord);
    await screen.findAllByTestId('record-row');
    await user.click(screen.getByRole('button', { name: 'Salvar o registro 2 na nuvem' }));
    const notice = await screen.findByTestId('cloud-saved', {}, { timeout: 5000 });
    expect(screen.getByTestId('read-progress').dataset.state).toBe('finished');
    expect(saveRecord).toHaveBeenCalledTimes(1);
    const request = saveRecord.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      family: 'doseMaxV2',
      fileName: 'DoseMaxV2_2409000310AA_2.txt',
      serialNumber: '2409000310AA',
      description: expect.stringMatching(/^DoseMaxV2 2409000310AA \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Prensa 3$/),
      deviceId: device.id,
      register: 2,
    });
    expect(request?.text).toBe(device.demo?.records[1]?.text);
    expect(notice.textContent).toContain('O registro 2 foi salvo como a medição');
    await user.click(within(notice).getByRole('link', { name: 'Abrir medição' }));
    expect(router.state.location.pathname).toBe('/measurement/dosimetro-v2/m-1');
  });

  it('a record already read is saved without reading it again', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectFresh('doseMax');
    const onRead = vi.fn();
    const saveRecord = vi.fn<SaveRecordToCloud>(async () => ({ description: 'x', href: '/x' }));
    const reads = vi.spyOn(device.session, 'readRecordText');
    renderRecords(device.id, onRead, saveRecord);
    await screen.findAllByTestId('record-row');
    await user.click(screen.getByRole('button', { name: 'Ler registro 3' }));
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvar o registro 3 na nuvem' }));
    await screen.findByTestId('cloud-saved');
    expect(reads).toHaveBeenCalledTimes(1);
    const opened = onRead.mock.calls[0]?.[0] as RecordReadResult | undefined;
    expect(saveRecord.mock.calls[0]?.[0].text).toBe(opened?.text);
    // Another record is read first.
    await user.click(screen.getByRole('button', { name: 'Salvar o registro 2 na nuvem' }));
    await waitFor(() => expect(saveRecord).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('a refused save (signed out) is shown translated; the list stays usable', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectFresh('dosePro');
    const saveRecord = vi.fn<SaveRecordToCloud>(async () => {
      throw new ApiError('Unauthorized', 401);
    });
    renderRecords(device.id, () => {}, saveRecord);
    await screen.findAllByTestId('record-row');
    await user.click(screen.getByRole('button', { name: 'Salvar o registro 3 na nuvem' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' }, { timeout: 5000 });
    expect(alert.textContent).toContain('Sua sessão expirou: entre novamente para salvar na nuvem.');
    expect(screen.queryByTestId('cloud-saved')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(screen.getByRole('button', { name: 'Salvar o registro 3 na nuvem' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a device error while reading for the cloud is the translated device error; nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const device = await connectFresh('doseMaxV2');
    const saveRecord = vi.fn<SaveRecordToCloud>();
    renderRecords(device.id, () => {}, saveRecord);
    await screen.findAllByTestId('record-row');
    if (device.demo) device.demo.faults = { errorAnswer: { command: 'r', code: 19 } };
    await user.click(screen.getByRole('button', { name: 'Salvar o registro 3 na nuvem' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(alert.textContent).toContain('Cartão SD desconectado');
    expect(saveRecord).not.toHaveBeenCalled();
  });

  it('after a reload, the demo device this tab had connected comes back on its own', async () => {
    const id = profiles.doseMax.serialNumber;
    rememberDemo('doseMax');
    renderRecords(id, () => {});
    await screen.findByTestId('demo-reconnecting');
    expect((await screen.findAllByTestId('record-row')).length).toBeGreaterThan(0);
    expect(deviceStore.find(id)?.demo).toBeDefined();
  });

  it('a demo device not remembered (disconnected by the user) is reconnected with one click', async () => {
    const user = userEvent.setup({ delay: null });
    const id = profiles.itemp.serialNumber;
    renderRecords(id, () => {});
    await screen.findByTestId('no-device');
    expect(deviceStore.find(id)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Reconectar o equipamento de demonstração' }));
    expect((await screen.findAllByTestId('record-row')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    await screen.findByTestId('no-device');
  });

  it('without this device connected it says so', async () => {
    renderRecords('nope', () => {});
    expect(await screen.findByTestId('no-device')).toBeTruthy();
    // Not a demo device's id: nothing to reconnect here.
    expect(screen.queryByTestId('reconnect-demo')).toBeNull();
  });
});
