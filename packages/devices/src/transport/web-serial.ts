import { connectionError, type DeviceError } from '../errors.ts';
import { ChunkChannel, DisconnectSignal, type SerialOptions, type Transport } from './transport.ts';

/**
 * Minimal Web Serial shapes (we do not rely on the DOM lib for navigator.serial). Any object of this
 * shape works: the browser's SerialPort, or the emulator's `createEmulatedSerial()` port.
 */
export interface WebSerialPortLike {
  open(options: { baudRate: number; bufferSize?: number }): Promise<void>;
  close(): Promise<void>;
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
  addEventListener?(type: 'disconnect', listener: () => void): void;
  removeEventListener?(type: 'disconnect', listener: () => void): void;
}

export interface WebSerialLike {
  requestPort(options?: {
    filters?: Array<{ usbVendorId?: number; usbProductId?: number }>;
  }): Promise<WebSerialPortLike>;
  getPorts(): Promise<WebSerialPortLike[]>;
}

/** Errors after which a fresh reader continues (GoogleChromeLabs/serial-terminal). */
const recoverable = new Set(['BufferOverrunError', 'FramingError', 'BreakError', 'ParityError']);

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/** navigator.serial when present (Chrome/Edge), else undefined. */
export function getWebSerial(scope: unknown = globalThis): WebSerialLike | undefined {
  const nav = (scope as { navigator?: { serial?: WebSerialLike } }).navigator;
  return nav?.serial;
}

/** SPEC §1: only Chrome and Edge have Web Serial; check this before offering "connect". */
export function isWebSerialSupported(scope: unknown = globalThis): boolean {
  return getWebSerial(scope) !== undefined;
}

/** Asks the user for a port; maps the browser's refusals to SPEC §8 connection errors. */
export async function requestWebSerialPort(
  serial: WebSerialLike | undefined = getWebSerial(),
): Promise<WebSerialPortLike> {
  if (!serial) throw connectionError('browserNotSupported');
  try {
    return await serial.requestPort();
  } catch (error) {
    if (errorName(error) === 'NotFoundError') throw connectionError('noPortSelected', {}, error);
    throw connectionError('usbError', {}, error);
  }
}

export class WebSerialTransport implements Transport {
  readonly kind = 'web-serial' as const;
  private channel = new ChunkChannel();
  private readonly disconnect = new DisconnectSignal();
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private loop: Promise<void> | undefined;
  private closing = false;
  private readonly onPortDisconnect = () => this.gone(connectionError('disconnected'));

  constructor(private readonly port: WebSerialPortLike) {}

  async open(options: SerialOptions): Promise<void> {
    try {
      await this.port.open({ baudRate: options.baudRate, bufferSize: options.bufferSize });
    } catch (error) {
      throw connectionError(errorName(error) === 'NetworkError' ? 'usbError' : 'connectError', {}, error);
    }
    if (!this.port.readable) throw connectionError('portNotReadable');
    this.closing = false;
    this.channel = new ChunkChannel();
    this.port.addEventListener?.('disconnect', this.onPortDisconnect);
    this.loop = this.readLoop();
  }

  private async readLoop(): Promise<void> {
    for (;;) {
      const readable = this.port.readable;
      if (!readable || this.closing) break;
      const reader = readable.getReader();
      this.reader = reader;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value) this.channel.push(value);
        }
      } catch (error) {
        if (!recoverable.has(errorName(error))) {
          // A DOMException such as NetworkError: the device is gone.
          if (!this.closing) this.gone(connectionError('disconnected', {}, error));
          break;
        }
      } finally {
        reader.releaseLock();
        this.reader = undefined;
      }
    }
    if (!this.closing) this.gone(connectionError('disconnected'));
  }

  private gone(error: DeviceError): void {
    this.channel.end(error);
    this.disconnect.fire(error);
  }

  async write(bytes: Uint8Array): Promise<void> {
    const writable = this.port.writable;
    if (!writable) throw connectionError('portNotWritable');
    const writer = writable.getWriter();
    try {
      await writer.write(bytes);
    } catch (error) {
      throw connectionError('portNotWritable', {}, error);
    } finally {
      writer.releaseLock();
    }
  }

  readable(): AsyncIterable<Uint8Array> {
    return this.channel;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.port.removeEventListener?.('disconnect', this.onPortDisconnect);
    try {
      await this.reader?.cancel();
    } catch {
      // The reader may already be gone with the device.
    }
    await this.loop;
    this.channel.end();
    try {
      await this.port.close();
    } catch {
      // Closing a port whose device vanished fails; there is nothing left to release.
    }
  }

  onDisconnect(listener: (error: DeviceError) => void): () => void {
    return this.disconnect.on(listener);
  }
}
