import { connectionError, DeviceError } from '../errors.ts';
import type { Framer } from '../protocol/framers.ts';
import type { Transport } from '../transport/transport.ts';
import type { Clock } from './clock.ts';

interface Pending {
  framer: Framer<unknown>;
  idleMs: number;
  timer: unknown;
  resolve: (value: unknown) => void;
  reject: (error: DeviceError) => void;
}

/**
 * Request/answer plumbing over a transport: one command at a time, the answer is complete when its
 * framer says so; an idle timeout (no byte for `idleMs`) ends it otherwise. No fixed sleeps.
 */
export class CommandChannel {
  private pending: Pending | undefined;
  private lock: Promise<unknown> = Promise.resolve();
  private failure: DeviceError | undefined;
  private pumping: Promise<void> | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly clock: Clock,
  ) {}

  /** Starts consuming the transport's chunks (call once after open). */
  start(): void {
    this.failure = undefined;
    this.pumping = this.pump();
  }

  private async pump(): Promise<void> {
    try {
      for await (const chunk of this.transport.readable()) this.feed(chunk);
      this.settleEnd(undefined);
    } catch (error) {
      this.settleEnd(error instanceof DeviceError ? error : connectionError('disconnected', {}, error));
    }
  }

  private settleEnd(error: DeviceError | undefined): void {
    this.failure = error ?? connectionError('notConnected');
    const pending = this.pending;
    if (!pending) return;
    this.finish(pending);
    // The stream stopped under an answer: the device is gone, or closed.
    pending.reject(error ?? pending.framer.end());
  }

  private feed(chunk: Uint8Array): void {
    const pending = this.pending;
    if (!pending) return; // Unsolicited bytes (boot noise) are dropped.
    this.arm(pending);
    try {
      if (pending.framer.push(chunk)) {
        this.finish(pending);
        pending.resolve(pending.framer.result());
      }
    } catch (error) {
      this.finish(pending);
      pending.reject(
        error instanceof DeviceError
          ? error
          : new DeviceError('invalidAnswer', 'devices:protocol.invalidAnswer', {}, { cause: error }),
      );
    }
  }

  private arm(pending: Pending): void {
    if (pending.timer !== undefined) this.clock.clearTimeout(pending.timer);
    pending.timer = this.clock.setTimeout(() => {
      if (this.pending !== pending) return;
      this.finish(pending);
      const received = pending.framer.progress().received;
      pending.reject(
        received > 0 ? pending.framer.end() : connectionError('timeout', { ms: pending.idleMs }),
      );
    }, pending.idleMs);
  }

  private finish(pending: Pending): void {
    if (pending.timer !== undefined) this.clock.clearTimeout(pending.timer);
    pending.timer = undefined;
    if (this.pending === pending) this.pending = undefined;
  }

  /** Sends `command` and resolves with the framed answer. Commands run one after another. */
  request<T>(command: Uint8Array, framer: Framer<T>, idleMs: number): Promise<T> {
    const run = async (): Promise<T> => {
      if (this.failure) throw this.failure;
      const answer = new Promise<T>((resolve, reject) => {
        const pending: Pending = {
          framer,
          idleMs,
          timer: undefined,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        this.pending = pending;
        this.arm(pending);
      });
      try {
        await this.transport.write(command);
      } catch (error) {
        const pending = this.pending;
        if (pending) this.finish(pending);
        answer.catch(() => {});
        throw error instanceof DeviceError ? error : connectionError('portNotWritable', {}, error);
      }
      return answer;
    };
    const result = this.lock.then(run, run);
    this.lock = result.catch(() => undefined);
    return result;
  }

  /** The framer of the request in flight, for progress reports. */
  current(): Framer<unknown> | undefined {
    return this.pending?.framer;
  }

  async stopped(): Promise<void> {
    await this.pumping;
  }
}
