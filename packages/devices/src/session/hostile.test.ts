import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { DeviceError } from '../errors.ts';
import { encodeText } from '../protocol/text.ts';
import { ChunkChannel, DisconnectSignal, type Transport } from '../transport/transport.ts';
import { createManualClock } from './clock.ts';
import { DeviceSession } from './session.ts';

/** A "device" that answers each command with the next scripted chunks, then stays silent. */
class ScriptedTransport implements Transport {
  readonly kind = 'emulator' as const;
  private readonly channel = new ChunkChannel();
  private readonly disconnect = new DisconnectSignal();
  constructor(private readonly answers: Uint8Array[][]) {}
  async open(): Promise<void> {}
  async write(): Promise<void> {
    const chunks = this.answers.shift() ?? [];
    queueMicrotask(() => {
      for (const chunk of chunks) this.channel.push(chunk);
    });
  }
  readable(): AsyncIterable<Uint8Array> {
    return this.channel;
  }
  async close(): Promise<void> {
    this.channel.end();
  }
  onDisconnect(listener: (error: DeviceError) => void): () => void {
    return this.disconnect.on(listener);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs one session call against a scripted answer; only a value or a DeviceError may come out. */
async function settle<T>(clock: ReturnType<typeof createManualClock>, run: () => Promise<T>): Promise<void> {
  const outcome = run().then(
    () => undefined,
    (error: unknown) => error,
  );
  await flush();
  clock.advance(200_000);
  const error = await outcome;
  if (error !== undefined) expect(error).toBeInstanceOf(DeviceError);
}

const serials = [
  '24010001201B',
  '23050004401A',
  '22110007804B',
  '24030001507A',
  '24060002208A',
  '2409000310AA',
];
const chunked = fc.array(fc.uint8Array({ maxLength: 80 }), { maxLength: 4 });
const texty = fc
  .array(fc.constantFrom('#', '1', '2', '0', ';', 'OK', '\r\n', 'Err:', 'x', 'd;0;85', 'W;1;0;10;8000;8'), {
    maxLength: 30,
  })
  .map((parts) => [encodeText(parts.join(''))]);

describe('a hostile device can only cause DeviceErrors, never a crash or a hang', () => {
  test.prop([fc.constantFrom(...serials), fc.oneof(chunked, texty), fc.nat({ max: 7 })], { numRuns: 150 })(
    'random answers to every command',
    async (serial, answer, which) => {
      const clock = createManualClock();
      const transport = new ScriptedTransport([[encodeText(`v;${serial};2.0;1.0\r\n`)], answer]);
      const session = new DeviceSession(transport, { clock });
      await session.connect();
      const calls = [
        () => session.listRecords(),
        () => session.readRecord(1),
        () => session.readConfig(),
        () => session.readSchedule(),
        () => session.deleteRecord(1),
        () => session.deleteAll(),
        () => session.setDateTime(new Date(2026, 0, 1)),
        () => session.readAudioSegment(1, 0, 10),
      ];
      await settle(clock, calls[which] as () => Promise<unknown>);
    },
  );
  test.prop([fc.oneof(chunked, texty)], { numRuns: 100 })(
    'random answers to the version query',
    async (answer) => {
      const clock = createManualClock();
      const session = new DeviceSession(new ScriptedTransport([answer, answer]), {
        clock,
        wait: async () => {},
      });
      await settle(clock, () => session.connect());
    },
  );
});
