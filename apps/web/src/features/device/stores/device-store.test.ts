import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDemo } from '../lib/connect';
import { deviceStore } from './device-store';

afterEach(async () => {
  for (const d of deviceStore.getState().devices) await deviceStore.disconnect(d.id);
  deviceStore.reset();
});

describe('device store (SPEC §4 device session)', () => {
  it('a connected device joins the list and is selected; choosing another selects it', async () => {
    const axPro = await connectDemo('axPro');
    expect(deviceStore.getState()).toEqual({ devices: [axPro], selectedId: '24030001507A' });
    expect(axPro.identity).toMatchObject({ model: 'AxPro', version: '2.3.1', bluetoothVersion: '1.0.4' });
    const co2 = await connectDemo('co2Pro');
    expect(deviceStore.getState().devices.map((d) => d.id)).toEqual([axPro.id, co2.id]);
    expect(deviceStore.selected()).toBe(co2);
    deviceStore.select(axPro.id);
    expect(deviceStore.selected()).toBe(axPro);
    deviceStore.select('not-connected');
    expect(deviceStore.selected()).toBe(axPro);
  });

  it('connecting the same demo device again does not open its port twice', async () => {
    const first = await connectDemo('itemp');
    const second = await connectDemo('itemp');
    expect(second).toBe(first);
    expect(deviceStore.getState().devices).toHaveLength(1);
  });

  it('disconnecting by the user closes the port and leaves the list, without the "disconnected" alert', async () => {
    const lost = vi.fn();
    deviceStore.onLost(lost);
    const device = await connectDemo('doseMax');
    await deviceStore.disconnect(device.id);
    expect(deviceStore.getState()).toEqual({ devices: [], selectedId: undefined });
    expect(device.session.isConnected).toBe(false);
    expect(lost).not.toHaveBeenCalled();
  });

  it('a disconnect event clears the selected device and the whole list, closes the others and calls the handlers', async () => {
    const lost = vi.fn();
    deviceStore.onLost(lost);
    const other = await connectDemo('co2Pro');
    const device = await connectDemo('doseMaxV2');
    const listener = vi.fn();
    const unsubscribe = deviceStore.subscribe(listener);
    device.demo?.unplug();
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(lost).toHaveBeenCalledWith(device);
    expect(deviceStore.getState()).toEqual({ devices: [], selectedId: undefined });
    expect(listener).toHaveBeenCalled();
    await vi.waitFor(() => expect(other.session.isConnected).toBe(false));
    unsubscribe();
  });

  it('after an unplug the demo device can be connected again (plugged back in)', async () => {
    deviceStore.onLost(() => {});
    const device = await connectDemo('dosePro');
    device.demo?.unplug();
    await vi.waitFor(() => expect(deviceStore.getState().devices).toHaveLength(0));
    const again = await connectDemo('dosePro');
    expect(again.identity.serialNumber).toBe('23050004401A');
    expect(await again.session.listRecords()).toHaveLength(3);
  });
});
