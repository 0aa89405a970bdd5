import { connectionError, type DeviceError } from '../errors.ts';
import { ChunkChannel, DisconnectSignal, type SerialOptions, type Transport } from './transport.ts';

/** The part of serialport's SerialPort we use (the package is optional and imported lazily). */
interface NodePort {
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'close', listener: (error?: { disconnected?: boolean } | null) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(data: Uint8Array, callback: (error?: Error | null) => void): boolean;
  drain(callback: (error?: Error | null) => void): void;
  close(callback: (error?: Error | null) => void): void;
  readonly isOpen: boolean;
}

type NodePortConstructor = new (
  options: { path: string; baudRate: number; highWaterMark?: number; autoOpen: boolean },
  callback?: (error?: Error | null) => void,
) => NodePort & { open(callback: (error?: Error | null) => void): void };

async function loadSerialPort(): Promise<NodePortConstructor> {
  try {
    const name = 'serialport';
    const mod = (await import(/* @vite-ignore */ name)) as { SerialPort: NodePortConstructor };
    return mod.SerialPort;
  } catch (error) {
    throw connectionError('usbError', { reason: 'serialport' }, error);
  }
}

/** A serial port opened with the npm `serialport` package (Node: CLI, server tools). */
export class NodeSerialTransport implements Transport {
  readonly kind = 'node-serial' as const;
  private port: NodePort | undefined;
  private channel = new ChunkChannel();
  private readonly disconnect = new DisconnectSignal();
  private closing = false;

  constructor(private readonly path: string) {}

  async open(options: SerialOptions): Promise<void> {
    const SerialPort = await loadSerialPort();
    const port = new SerialPort({
      path: this.path,
      baudRate: options.baudRate,
      highWaterMark: options.bufferSize,
      autoOpen: false,
    });
    await new Promise<void>((resolve, reject) =>
      port.open((error) =>
        error ? reject(connectionError('connectError', { port: this.path }, error)) : resolve(),
      ),
    );
    this.port = port;
    this.closing = false;
    this.channel = new ChunkChannel();
    port.on('data', (chunk) => this.channel.push(new Uint8Array(chunk)));
    port.on('error', (error) => {
      if (!this.closing) this.gone(connectionError('disconnected', {}, error));
    });
    port.on('close', () => {
      if (!this.closing) this.gone(connectionError('disconnected'));
    });
  }

  private gone(error: DeviceError): void {
    this.channel.end(error);
    this.disconnect.fire(error);
  }

  write(bytes: Uint8Array): Promise<void> {
    const port = this.port;
    if (!port?.isOpen) return Promise.reject(connectionError('portNotWritable'));
    return new Promise((resolve, reject) => {
      port.write(bytes, (error) => {
        if (error) reject(connectionError('portNotWritable', {}, error));
      });
      port.drain((error) => (error ? reject(connectionError('portNotWritable', {}, error)) : resolve()));
    });
  }

  readable(): AsyncIterable<Uint8Array> {
    return this.channel;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.channel.end();
    const port = this.port;
    this.port = undefined;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  onDisconnect(listener: (error: DeviceError) => void): () => void {
    return this.disconnect.on(listener);
  }
}
