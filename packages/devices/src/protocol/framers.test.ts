import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DeviceError } from '../errors.ts';
import {
  AckFramer,
  BlockFramer,
  FixedLengthFramer,
  type Framer,
  LinesFramer,
  SingleLineFramer,
} from './framers.ts';
import { encodeText } from './text.ts';

/** Feeds `bytes` split at the given cut points; returns the result or the DeviceError. */
function run<T>(
  framer: Framer<T>,
  bytes: Uint8Array,
  cuts: number[] = [],
): { done: boolean; value?: T; error?: DeviceError } {
  const points = [...new Set(cuts.filter((c) => c > 0 && c < bytes.length))].sort((a, b) => a - b);
  let start = 0;
  try {
    for (const end of [...points, bytes.length]) {
      if (framer.push(bytes.subarray(start, end))) return { done: true, value: framer.result() };
      start = end;
    }
    return { done: false };
  } catch (error) {
    if (error instanceof DeviceError) return { done: false, error };
    throw error;
  }
}

const b = (s: string) => encodeText(s);

describe('LinesFramer', () => {
  it('collects lines up to the OK terminator (CRLF or LF)', () => {
    expect(run(new LinesFramer(), b('one;1\r\ntwo;2\nOK\r\n')).value).toEqual(['one;1', 'two;2']);
  });
  it('an empty answer is just OK', () => {
    expect(run(new LinesFramer(), b('OK\r\n')).value).toEqual([]);
  });
  it('is not complete without the terminator', () => {
    expect(run(new LinesFramer(), b('one;1\r\n')).done).toBe(false);
    expect(new LinesFramer().end().key).toBe('devices:connection.prematureEnd');
  });
  it('maps Err:N to the catalogue', () => {
    expect(run(new LinesFramer(), b('Err:13\r\n')).error?.key).toBe('devices:errors.err13');
    expect(run(new LinesFramer(), b('Err:99\r\n')).error?.key).toBe('devices:errors.errUnknown');
    expect(run(new LinesFramer(), b('Err:x\r\n')).error?.key).toBe('devices:protocol.invalidAnswer');
  });
  it.each([2, 3, 5, 13, 19, 22, 23, 62, 140])('Err:%i has its own message key', (n) => {
    const error = run(new LinesFramer(), b(`Err:${n}\r\n`)).error;
    expect(error?.key).toBe(`devices:errors.err${n}`);
    expect(error?.deviceCode).toBe(n);
  });
  it('refuses endless lines', () => {
    expect(run(new LinesFramer(), new Uint8Array(70_000).fill(65)).error?.code).toBe('answerTooLarge');
  });
});

describe('SingleLineFramer and AckFramer', () => {
  it('takes the first non-empty line', () => {
    expect(run(new SingleLineFramer(), b('\r\nv;X;1\r\n')).value).toBe('v;X;1');
  });
  it('acks OK', () => {
    expect(run(new AckFramer(), b('OK\r\n')).value).toBe(true);
  });
  it('anything else is an invalid answer', () => {
    expect(run(new AckFramer(), b('KO\r\n')).error?.key).toBe('devices:protocol.invalidAnswer');
  });
  it('Err:2 on a write', () => {
    expect(run(new AckFramer(), b('Err:2\r\n')).error?.key).toBe('devices:errors.err2');
  });
});

describe('BlockFramer', () => {
  const answer = b('#5\r\nab\ncdOK\r\n');
  it('reads exactly the announced bytes, then OK', () => {
    expect(Array.from(run(new BlockFramer(), answer).value ?? [])).toEqual(Array.from(b('ab\ncd')));
  });
  it('data may contain OK lines', () => {
    expect(Array.from(run(new BlockFramer(), b('#4\r\nOK\r\nOK\r\n')).value ?? [])).toEqual(
      Array.from(b('OK\r\n')),
    );
  });
  it('reports progress', () => {
    const framer = new BlockFramer();
    framer.push(b('#10\r\nabcd'));
    expect(framer.progress()).toEqual({ received: 4, expected: 10 });
  });
  it('a truncated block is premature end', () => {
    const framer = new BlockFramer();
    expect(framer.push(b('#10\r\nabc'))).toBe(false);
    expect(framer.end().key).toBe('devices:connection.prematureEnd');
  });
  it('a wrong trailer is invalid', () => {
    expect(run(new BlockFramer(), b('#2\r\nabXX\r\n')).error?.key).toBe('devices:protocol.invalidAnswer');
  });
  it('refuses sizes above its limit', () => {
    expect(run(new BlockFramer(100), b('#101\r\n')).error?.code).toBe('answerTooLarge');
  });
  it('Err:N instead of the header', () => {
    expect(run(new BlockFramer(), b('Err:2\r\n')).error?.key).toBe('devices:errors.err2');
  });
});

describe('FixedLengthFramer', () => {
  it('completes at exactly the length', () => {
    expect(run(new FixedLengthFramer(3), b('abcdef')).value).toEqual(b('abc'));
  });
  it('an Err line instead of audio', () => {
    expect(run(new FixedLengthFramer(100), b('Err:19\r\n')).error?.key).toBe('devices:errors.err19');
  });
  it('too few bytes: Incomplete audio data received', () => {
    const framer = new FixedLengthFramer(100);
    framer.push(b('W;1;'));
    expect(framer.end().key).toBe('devices:connection.incompleteAudio');
  });
});

const framers: Array<[string, () => Framer<unknown>, Uint8Array]> = [
  ['lines', () => new LinesFramer(), b('1700000000;1;100;x\r\n1700000001;2;200;y\r\nOK\r\n')],
  ['single', () => new SingleLineFramer(), b('v;24010001201B;1.2\r\n')],
  ['ack', () => new AckFramer(), b('OK\r\n')],
  ['block', () => new BlockFramer(), b('#12\r\nd;0;85.1\r\nd;OK\r\n')],
  ['fixed', () => new FixedLengthFramer(9), b('W;1;2;3;x')],
];

describe('chunk boundaries never change a result', () => {
  for (const [name, make, input] of framers) {
    it(`${name}: every single split point`, () => {
      const whole = run(make(), input);
      for (let cut = 1; cut < input.length; cut++) expect(run(make(), input, [cut])).toEqual(whole);
    });
    test.prop([fc.array(fc.nat({ max: input.length }), { maxLength: 8 })])(
      `${name}: random splits`,
      (cuts) => {
        expect(run(make(), input, cuts)).toEqual(run(make(), input));
      },
    );
  }
});

describe('hostile bytes only ever give a DeviceError', () => {
  for (const [name, make, input] of framers) {
    test.prop([fc.uint8Array({ maxLength: 300 })])(`${name}: random bytes`, (bytes) => {
      run(make(), bytes); // run() rethrows anything that is not a DeviceError
    });
    test.prop([fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 })])(
      `${name}: mutated answers`,
      (mutations) => {
        const bytes = input.slice();
        for (const [at, value] of mutations) bytes[at % bytes.length] = value;
        const result = run(make(), bytes);
        expect(make().end()).toBeInstanceOf(DeviceError);
        expect(result.error === undefined || result.error instanceof DeviceError).toBe(true);
      },
    );
  }
});
