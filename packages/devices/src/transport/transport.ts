import type { DeviceError } from '../errors.ts';

export interface SerialOptions {
  baudRate: number;
  bufferSize: number;
}

/**
 * The only way the device layer talks to a port (ARCHITECTURE "Device layer"). Web Serial, node
 * `serialport` and the emulator implement it; nothing above knows which one it has.
 * Use one transport object per connection (its disconnect event fires once); to reconnect, make a
 * new transport on the same port.
 */
export interface Transport {
  readonly kind: 'web-serial' | 'node-serial' | 'emulator';
  open(options: SerialOptions): Promise<void>;
  write(bytes: Uint8Array): Promise<void>;
  /** Received chunks, in order. Ends when the transport is closed; throws a DeviceError when the device is gone. */
  readable(): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
  /** Called once when the device disappears (unplugged, port lost). Returns an unsubscribe function. */
  onDisconnect(listener: (error: DeviceError) => void): () => void;
}

/** Small helper the transports share: a push-based queue of chunks read through async iteration. */
export class ChunkChannel implements AsyncIterable<Uint8Array> {
  private queue: Uint8Array[] = [];
  private waiting: ((result: IteratorResult<Uint8Array>) => void) | undefined;
  private failWaiting: ((error: unknown) => void) | undefined;
  private ended = false;
  private failure: unknown;

  push(chunk: Uint8Array): void {
    if (this.ended || chunk.length === 0) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      this.failWaiting = undefined;
      resolve({ value: chunk, done: false });
    } else {
      this.queue.push(chunk);
    }
  }

  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.failure = error;
    if (this.waiting) {
      const resolve = this.waiting;
      const reject = this.failWaiting;
      this.waiting = undefined;
      this.failWaiting = undefined;
      if (error !== undefined && reject) reject(error);
      else resolve({ value: undefined, done: true });
    }
  }

  get isEnded(): boolean {
    return this.ended;
  }

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return {
      next: () => {
        const chunk = this.queue.shift();
        if (chunk) return Promise.resolve({ value: chunk, done: false });
        if (this.ended) {
          return this.failure === undefined
            ? Promise.resolve({ value: undefined, done: true })
            : Promise.reject(this.failure);
        }
        return new Promise((resolve, reject) => {
          this.waiting = resolve;
          this.failWaiting = reject;
        });
      },
      return: () => {
        this.end();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}

/** Disconnect listeners with "called once" semantics. */
export class DisconnectSignal {
  private listeners = new Set<(error: DeviceError) => void>();
  private fired: DeviceError | undefined;
  on(listener: (error: DeviceError) => void): () => void {
    if (this.fired) {
      const error = this.fired;
      queueMicrotask(() => listener(error));
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  fire(error: DeviceError): void {
    if (this.fired) return;
    this.fired = error;
    for (const listener of [...this.listeners]) listener(error);
    this.listeners.clear();
  }
}
