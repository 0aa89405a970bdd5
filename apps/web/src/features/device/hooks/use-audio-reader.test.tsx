import {
  createEmulatedSerial,
  type DeviceFamily,
  recordOfReading,
  requestWebSerialPort,
  VirtualDevice,
} from '@ohp/devices';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectPort } from '../lib/connect';
import { deviceStore } from '../stores/device-store';
import { useDeviceAudioReader } from './use-audio-reader';

afterEach(async () => {
  for (const d of deviceStore.getState().devices) await deviceStore.disconnect(d.id);
  deviceStore.reset();
});

async function connect(family: DeviceFamily) {
  const virtual = new VirtualDevice(family);
  const port = await requestWebSerialPort(createEmulatedSerial([virtual]));
  return { device: await connectPort(port, virtual), virtual };
}

describe('useDeviceAudioReader', () => {
  it('reads a DoseMaxV2 audio event with ws and gives a WAV of it, with progress up to 100', async () => {
    const { device } = await connect('doseMaxV2');
    const read = await device.session.readRecord(1);
    const record = read.reading.ok ? recordOfReading(read.reading.data) : undefined;
    if (record?.kind !== 'dosimeter') throw new Error('expected a dosimeter');
    const event = record.audio[0];
    if (!event) throw new Error('expected audio events');
    const { result } = renderHook(() => useDeviceAudioReader({ deviceId: device.id, register: 1 }));
    const reader = result.current;
    if (!reader) throw new Error('expected a reader');
    const percents: number[] = [];
    const wav = await reader(event, (p) => percents.push(p));
    expect(String.fromCharCode(...wav.subarray(0, 4), ...wav.subarray(8, 12))).toBe('RIFFWAVE');
    expect(wav.length).toBe(44 + event.end - event.start);
    expect(new DataView(wav.buffer).getUint32(24, true)).toBe(8000);
    expect(percents.at(-1)).toBe(100);
  });

  it('there is none without the device, and none once it is gone', async () => {
    expect(renderHook(() => useDeviceAudioReader(undefined)).result.current).toBeUndefined();
    const { device } = await connect('doseMaxV2');
    const { result } = renderHook(() => useDeviceAudioReader({ deviceId: device.id, register: 1 }));
    expect(result.current).toBeTypeOf('function');
    await act(() => deviceStore.disconnect(device.id));
    expect(result.current).toBeUndefined();
  });

  it('other families record no audio', async () => {
    const { device } = await connect('doseMax');
    const { result } = renderHook(() => useDeviceAudioReader({ deviceId: device.id, register: 1 }));
    expect(result.current).toBeUndefined();
  });
});
