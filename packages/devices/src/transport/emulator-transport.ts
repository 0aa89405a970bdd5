import { connectionError, type DeviceError } from '../errors.ts';
import type { DeviceOutput, VirtualDevice } from '../emulator/virtual-device.ts';
import { type Clock, systemClock } from '../session/clock.ts';
import { ChunkChannel, DisconnectSignal, type SerialOptions, type Transport } from './transport.ts';

export interface EmulatorLinkOptions {
  /** Pace the device's output, e.g. 11_520 for 115200 baud 8N1. Unset = as fast as possible. */
  bytesPerSecond?: number;
  /** Largest chunk handed to the reader at once (default 65536; real ports give small chunks). */
  chunkSize?: number;
  clock?: Clock;
}

const tickMs = 20;

/** In-memory transport to a VirtualDevice, optionally throttled to a serial line rate. */
export class EmulatorTransport implements Transport {
  readonly kind = 'emulator' as const;
  private channel = new ChunkChannel();
  private readonly disconnect = new DisconnectSignal();
  private queue: DeviceOutput[] = [];
  private queuedOffset = 0;
  private timer: unknown;
  private open_ = false;
  /** Start of the current busy period of a throttled link, and bytes sent since. */
  private busySince = 0;
  private sentSince = 0;
  private readonly clock: Clock;

  constructor(
    readonly device: VirtualDevice,
    private readonly options: EmulatorLinkOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
  }

  async open(_options: SerialOptions): Promise<void> {
    if (this.device.isUnplugged) throw connectionError('connectError');
    this.channel = new ChunkChannel();
    this.queue = [];
    this.open_ = true;
    this.device.attach((output) => this.enqueue(output));
  }

  private enqueue(output: DeviceOutput): void {
    if (!this.open_) return;
    if (this.queue.length === 0 && this.timer === undefined) {
      this.busySince = this.clock.now();
      this.sentSince = 0;
    }
    this.queue.push(output);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== undefined || this.queue.length === 0) return;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      this.options.bytesPerSecond ? tickMs : 0,
    );
  }

  private pump(): void {
    let budget = this.options.chunkSize ?? 65_536;
    const rate = this.options.bytesPerSecond;
    if (rate) {
      const allowed = Math.floor(((this.clock.now() - this.busySince) * rate) / 1000) - this.sentSince;
      budget = Math.max(0, allowed);
    }
    while (this.queue.length > 0 && this.open_) {
      const head = this.queue[0] as DeviceOutput;
      if (head.kind === 'unplug') {
        this.queue.shift();
        this.gone(connectionError('disconnected'));
        return;
      }
      if (budget === 0) break;
      const rest = head.bytes.length - this.queuedOffset;
      const take = Math.min(rest, budget);
      this.channel.push(head.bytes.slice(this.queuedOffset, this.queuedOffset + take));
      budget -= take;
      this.sentSince += take;
      if (take === rest) {
        this.queue.shift();
        this.queuedOffset = 0;
      } else {
        this.queuedOffset += take;
      }
      if (!rate) break;
    }
    this.schedule();
  }

  private gone(error: DeviceError): void {
    this.open_ = false;
    this.queue = [];
    this.channel.end(error);
    this.disconnect.fire(error);
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (!this.open_) throw connectionError('portNotWritable');
    const copy = bytes.slice();
    queueMicrotask(() => this.device.receive(copy));
  }

  readable(): AsyncIterable<Uint8Array> {
    return this.channel;
  }

  async close(): Promise<void> {
    this.open_ = false;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
    this.queuedOffset = 0;
    this.channel.end();
    this.device.attach(() => {});
  }

  onDisconnect(listener: (error: DeviceError) => void): () => void {
    return this.disconnect.on(listener);
  }
}
