import { limits } from '../constants.ts';
import { connectionError, DeviceError, errAnswer } from '../errors.ts';
import { LineFramer } from './line-framer.ts';
import { decodeText } from './text.ts';

/**
 * Incremental answer framer (docs/protocol.md "Framing"): push received bytes until `push`
 * returns true, then take `result()`. `end()` gives the error for a stream that stopped early.
 * Errors are always DeviceError; a framer that threw must not be reused.
 */
export interface Framer<T> {
  push(chunk: Uint8Array): boolean;
  result(): T;
  end(): DeviceError;
  /** Bytes received and, when the framing announces it, bytes expected. */
  progress(): { received: number; expected: number | undefined };
}

export const terminatorLine = 'OK';
const errLine = /^Err:(\d{1,6})$/;

/** Throws the mapped DeviceError when `line` is an `Err:N` answer. */
export function checkErrLine(line: string): void {
  const match = errLine.exec(line);
  if (match) throw errAnswer(Number(match[1]));
  if (line.startsWith('Err:'))
    throw new DeviceError('invalidAnswer', 'devices:protocol.invalidAnswer', { line });
}

abstract class BaseFramer<T> implements Framer<T> {
  protected received = 0;
  protected done = false;
  protected value: T | undefined;
  abstract push(chunk: Uint8Array): boolean;
  result(): T {
    if (!this.done) throw connectionError('prematureEnd');
    return this.value as T;
  }
  end(): DeviceError {
    return connectionError('prematureEnd');
  }
  progress(): { received: number; expected: number | undefined } {
    return { received: this.received, expected: undefined };
  }
  protected finish(value: T): true {
    this.done = true;
    this.value = value;
    return true;
  }
}

/** Multi-line text answer ended by the line `OK` (register list, configurations, schedule). */
export class LinesFramer extends BaseFramer<string[]> {
  private readonly lines = new LineFramer();
  private readonly collected: string[] = [];
  override push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    this.received += chunk.length;
    let complete = false;
    this.lines.push(chunk, (line) => {
      checkErrLine(line);
      if (line === terminatorLine) {
        complete = true;
        return true;
      }
      if (this.collected.length >= limits.maxListLines) {
        throw new DeviceError('answerTooLarge', 'devices:protocol.answerTooLarge');
      }
      this.collected.push(line);
      return false;
    });
    return complete ? this.finish(this.collected) : false;
  }
}

/** One-line answer: the first non-empty line (version). */
export class SingleLineFramer extends BaseFramer<string> {
  private readonly lines = new LineFramer();
  constructor(private readonly checkErr = true) {
    super();
  }
  override push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    this.received += chunk.length;
    let found: string | undefined;
    this.lines.push(chunk, (line) => {
      if (line.trim() === '') return false;
      if (this.checkErr) checkErrLine(line);
      found = line;
      return true;
    });
    return found === undefined ? false : this.finish(found);
  }
}

/** Write acknowledgement: `OK` or `Err:N`. */
export class AckFramer extends BaseFramer<true> {
  private readonly single = new SingleLineFramer();
  override push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    this.received += chunk.length;
    if (!this.single.push(chunk)) return false;
    const line = this.single.result();
    if (line !== terminatorLine)
      throw new DeviceError('invalidAnswer', 'devices:protocol.invalidAnswer', { line });
    return this.finish(true);
  }
}

/**
 * Length-framed block (`r{id}` answer): a header line `#<n>`, exactly n data bytes, then `OK`.
 */
export class BlockFramer extends BaseFramer<Uint8Array> {
  private readonly header = new LineFramer(64);
  private readonly trailer = new LineFramer(64);
  private data: Uint8Array | undefined;
  private filled = 0;
  constructor(private readonly maxBytes: number = limits.maxRecordBytes) {
    super();
  }
  override push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    this.received += chunk.length;
    let offset = 0;
    if (this.data === undefined) {
      let headerLine: string | undefined;
      offset = this.header.push(chunk, (line) => {
        if (line.trim() === '') return false;
        headerLine = line;
        return true;
      });
      if (headerLine === undefined) return false;
      checkErrLine(headerLine);
      const match = /^#(\d{1,10})$/.exec(headerLine);
      if (!match)
        throw new DeviceError('invalidAnswer', 'devices:protocol.invalidAnswer', { line: headerLine });
      const size = Number(match[1]);
      if (size > this.maxBytes) {
        throw new DeviceError('answerTooLarge', 'devices:protocol.answerTooLarge');
      }
      this.data = new Uint8Array(size);
    }
    const data = this.data;
    if (this.filled < data.length) {
      const take = Math.min(data.length - this.filled, chunk.length - offset);
      data.set(chunk.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled < data.length) return false;
    }
    let trailerLine: string | undefined;
    this.trailer.push(
      chunk,
      (line) => {
        trailerLine = line;
        return true;
      },
      offset,
    );
    if (trailerLine === undefined) return false;
    checkErrLine(trailerLine);
    if (trailerLine !== terminatorLine) {
      throw new DeviceError('invalidAnswer', 'devices:protocol.invalidAnswer', { line: trailerLine });
    }
    return this.finish(data);
  }
  override progress(): { received: number; expected: number | undefined } {
    return { received: this.filled, expected: this.data?.length };
  }
}

/** Fixed-length binary answer (audio segment): exactly `length` bytes, or an `Err:N` line. */
export class FixedLengthFramer extends BaseFramer<Uint8Array> {
  private readonly data: Uint8Array;
  private filled = 0;
  constructor(length: number) {
    super();
    this.data = new Uint8Array(length);
  }
  override push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    this.received += chunk.length;
    const take = Math.min(this.data.length - this.filled, chunk.length);
    this.data.set(chunk.subarray(0, take), this.filled);
    this.filled += take;
    this.checkErrPrefix();
    return this.filled === this.data.length ? this.finish(this.data) : false;
  }
  private checkErrPrefix(): void {
    const head = decodeText(this.data.subarray(0, Math.min(this.filled, 12)));
    if (!head.startsWith('Err:')) return;
    const newline = head.indexOf('\n');
    if (newline > 0) checkErrLine(head.slice(0, newline).replace(/\r$/, ''));
  }
  override end(): DeviceError {
    return connectionError('incompleteAudio', { received: this.filled, expected: this.data.length });
  }
  override progress(): { received: number; expected: number | undefined } {
    return { received: this.filled, expected: this.data.length };
  }
}
