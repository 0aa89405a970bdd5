import { describe, expect, it, vi } from 'vitest';
import { createEmulatedSerial } from '../emulator/web-serial-port.ts';
import { VirtualDevice } from '../emulator/virtual-device.ts';
import { encodeText } from '../protocol/text.ts';
import { DeviceSession } from '../session/session.ts';
import {
  isWebSerialSupported,
  requestWebSerialPort,
  type WebSerialPortLike,
  WebSerialTransport,
} from './web-serial.ts';

describe('Web Serial transport over the emulated navigator.serial', () => {
  it('connects, lists and reads', async () => {
    const device = new VirtualDevice('co2Pro');
    const serial = createEmulatedSerial([device]);
    const session = new DeviceSession(new WebSerialTransport(await requestWebSerialPort(serial)));
    const identity = await session.connect();
    expect(identity.model).toBe('CO2Pro');
    const list = await session.listRecords();
    const read = await session.readRecord(list[0]?.register ?? 1);
    expect(read.text).toBe(device.records[0]?.text);
    await session.disconnect();
    expect(serial.ports[0]?.readable).toBeNull();
  });

  it('unplugging mid-read fires the disconnect event', async () => {
    const device = new VirtualDevice('dosePro');
    const [port] = createEmulatedSerial([device]).ports;
    if (!port) throw new Error('port');
    const session = new DeviceSession(new WebSerialTransport(port));
    await session.connect();
    const gone = vi.fn();
    session.onDisconnect(gone);
    device.faults.unplugDuringRead = { afterBytes: 2000 };
    await expect(session.readRecord(1)).rejects.toMatchObject({ key: 'devices:connection.disconnected' });
    expect(gone).toHaveBeenCalledTimes(1);
    await session.disconnect();
  });
});

describe('requestWebSerialPort', () => {
  it('isWebSerialSupported looks for navigator.serial', () => {
    expect(isWebSerialSupported({ navigator: {} })).toBe(false);
    expect(isWebSerialSupported({ navigator: { serial: createEmulatedSerial([]) } })).toBe(true);
  });
  it('no navigator.serial: browser not supported', async () => {
    await expect(requestWebSerialPort(undefined)).rejects.toMatchObject({
      key: 'devices:connection.browserNotSupported',
    });
  });
  it('user closes the chooser: no port selected', async () => {
    const serial = createEmulatedSerial([]);
    await expect(requestWebSerialPort(serial)).rejects.toMatchObject({
      key: 'devices:connection.noPortSelected',
    });
  });
  it('other refusals: USB error', async () => {
    const serial = {
      requestPort: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      getPorts: () => Promise.resolve([]),
    };
    await expect(requestWebSerialPort(serial)).rejects.toMatchObject({ key: 'devices:connection.usbError' });
  });
});

/** A port whose first reader fails with `firstError`, the next one (if any) yields `data`. */
function flakyPort(firstError: string, data: string | undefined) {
  let taken = 0;
  let open = false;
  const cancel = vi.fn();
  const make = (fail: boolean) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        if (fail) controller.error(new DOMException('x', firstError));
        else if (data !== undefined) controller.enqueue(encodeText(data));
      },
      cancel,
    });
    const getReader = stream.getReader.bind(stream);
    Object.defineProperty(stream, 'getReader', {
      value: () => {
        taken++;
        return getReader();
      },
    });
    return stream;
  };
  const streams = data === undefined ? [make(true)] : [make(true), make(false)];
  const port: WebSerialPortLike & { closed: boolean } = {
    closed: false,
    async open() {
      open = true;
    },
    async close() {
      open = false;
      port.closed = true;
    },
    get readable() {
      return open ? (streams[taken] ?? null) : null;
    },
    writable: null,
  };
  return { port, cancel };
}

describe('read loop (STYLE.md)', () => {
  it.each(['BufferOverrunError', 'FramingError', 'BreakError', 'ParityError'])(
    'a %s is recoverable: a fresh reader continues',
    async (name) => {
      const { port, cancel } = flakyPort(name, 'hello');
      const transport = new WebSerialTransport(port);
      await transport.open({ baudRate: 115200, bufferSize: 131072 });
      const iterator = transport.readable()[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(new TextDecoder().decode(first.value)).toBe('hello');
      await transport.close();
      expect(cancel).toHaveBeenCalled();
      expect(port.closed).toBe(true);
    },
  );
  it('a NetworkError means the device is gone', async () => {
    const { port } = flakyPort('NetworkError', undefined);
    const transport = new WebSerialTransport(port);
    const gone = vi.fn();
    transport.onDisconnect(gone);
    await transport.open({ baudRate: 115200, bufferSize: 131072 });
    await expect(transport.readable()[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      key: 'devices:connection.disconnected',
    });
    expect(gone).toHaveBeenCalledTimes(1);
  });
  it('writing without a writable stream: Port is not writable', async () => {
    const { port } = flakyPort('BreakError', 'x');
    const transport = new WebSerialTransport(port);
    await transport.open({ baudRate: 115200, bufferSize: 131072 });
    await expect(transport.write(encodeText('v\n'))).rejects.toMatchObject({
      key: 'devices:connection.portNotWritable',
    });
    await transport.close();
  });
});
