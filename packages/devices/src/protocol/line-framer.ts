import { limits } from '../constants.ts';
import { DeviceError } from '../errors.ts';
import { decodeText } from './text.ts';

/**
 * Incremental line splitter: push bytes, get complete lines (without CR/LF), `flush()` returns the
 * unterminated rest. Lines longer than `maxLineBytes` raise a DeviceError instead of growing forever.
 */
export class LineFramer {
  private pending: number[] = [];
  constructor(private readonly maxLineBytes: number = limits.maxLineBytes) {}

  /** Splits `chunk` into lines; stops early (returning the unread offset) when `stop` says so. */
  push(chunk: Uint8Array, onLine: (line: string) => boolean | undefined, start = 0): number {
    for (let i = start; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (byte === 0x0a) {
        const line = decodeText(Uint8Array.from(this.pending)).replace(/\r$/, '');
        this.pending = [];
        if (onLine(line) === true) return i + 1;
      } else {
        if (this.pending.length >= this.maxLineBytes) {
          this.pending = [];
          throw new DeviceError('answerTooLarge', 'devices:protocol.lineTooLong', { max: this.maxLineBytes });
        }
        this.pending.push(byte);
      }
    }
    return chunk.length;
  }

  /** The unterminated rest, or undefined when nothing is pending. */
  flush(): string | undefined {
    if (this.pending.length === 0) return undefined;
    const rest = decodeText(Uint8Array.from(this.pending)).replace(/\r$/, '');
    this.pending = [];
    return rest;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }
}

/** Splits a whole text into lines the same way (CRLF or LF), dropping one final empty line. */
export function splitLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
