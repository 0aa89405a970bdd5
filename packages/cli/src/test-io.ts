import type { Io } from './io.ts';

export function captureIo(): Io & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    interactive: false,
    stdout: () => out,
    stderr: () => err,
  };
}
