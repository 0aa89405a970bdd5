import { EmulatorTransport, type EmulatorLinkOptions } from '../transport/emulator-transport.ts';
import type { WebSerialLike, WebSerialPortLike } from '../transport/web-serial.ts';
import type { VirtualDevice } from './virtual-device.ts';

/**
 * A Web Serial port backed by a VirtualDevice: what the demo mode and the browser tests put behind
 * `navigator.serial`. Behaves like Chrome's port: streams while open, `readable` becomes null and a
 * `disconnect` event fires when the device is unplugged, reads then fail with a NetworkError.
 */
export class EmulatedSerialPort implements WebSerialPortLike {
  readable: ReadableStream<Uint8Array> | null = null;
  writable: WritableStream<Uint8Array> | null = null;
  private link: EmulatorTransport | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly device: VirtualDevice,
    private readonly options: EmulatorLinkOptions = {},
  ) {}

  getInfo() {
    return { usbVendorId: 0x0403, usbProductId: 0x6015 };
  }

  async open(options: { baudRate: number; bufferSize?: number }): Promise<void> {
    if (this.link) throw new DOMException('The port is already open.', 'InvalidStateError');
    const link = new EmulatorTransport(this.device, this.options);
    await link.open({ baudRate: options.baudRate, bufferSize: options.bufferSize ?? 255 });
    this.link = link;
    link.onDisconnect(() => {
      this.readable = null;
      this.writable = null;
      for (const listener of [...this.listeners]) listener();
    });
    const iterator = link.readable()[Symbol.asyncIterator]();
    this.readable = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch {
          controller.error(new DOMException('The device has been lost.', 'NetworkError'));
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    });
    this.writable = new WritableStream<Uint8Array>({
      write: (chunk) => link.write(chunk),
    });
  }

  async close(): Promise<void> {
    const link = this.link;
    this.link = undefined;
    this.readable = null;
    this.writable = null;
    await link?.close();
  }

  addEventListener(_type: 'disconnect', listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'disconnect', listener: () => void): void {
    this.listeners.delete(listener);
  }
}

/**
 * A stand-in for `navigator.serial` whose ports are virtual devices; `requestPort()` resolves with
 * the first one (or `choose` picks), like the user choosing it in Chrome's dialog.
 */
export function createEmulatedSerial(
  devices: readonly VirtualDevice[],
  options: EmulatorLinkOptions & {
    choose?: (ports: EmulatedSerialPort[]) => EmulatedSerialPort | undefined;
  } = {},
): WebSerialLike & { ports: EmulatedSerialPort[] } {
  const ports = devices.map((device) => new EmulatedSerialPort(device, options));
  return {
    ports,
    async requestPort() {
      const port = options.choose ? options.choose(ports) : ports[0];
      if (!port) throw new DOMException('No port selected by the user.', 'NotFoundError');
      return port;
    },
    async getPorts() {
      return ports;
    },
  };
}
