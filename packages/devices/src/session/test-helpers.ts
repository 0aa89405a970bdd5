import type { DeviceFamily } from '../catalogue.ts';
import { createEmulator } from '../emulator/index.ts';
import type { VirtualDevice } from '../emulator/virtual-device.ts';
import { decodeText } from '../protocol/text.ts';
import type { EmulatorLinkOptions } from '../transport/emulator-transport.ts';
import { DeviceSession, type SessionOptions } from './session.ts';

/** An emulated device, a session on it, and the log of the bytes the session sent. */
export function emulated(
  family: DeviceFamily,
  options: EmulatorLinkOptions & SessionOptions & { empty?: boolean } = {},
) {
  // The session gets the (possibly manual) clock; the emulated link keeps real time.
  const { clock: _sessionClock, ...link } = options;
  const { device, transport } = createEmulator(family, link);
  const sent: string[] = [];
  const receive = device.receive.bind(device);
  device.receive = (bytes: Uint8Array) => {
    sent.push(decodeText(bytes));
    receive(bytes);
  };
  // Count the bytes the session has been given, so tests can wait for them instead of sleeping.
  let receivedBytes = 0;
  const readable = transport.readable.bind(transport);
  transport.readable = () => {
    const inner = readable()[Symbol.asyncIterator]();
    const counting: AsyncIterator<Uint8Array> = {
      next: async () => {
        const result = await inner.next();
        if (!result.done) receivedBytes += result.value.length;
        return result;
      },
      return: async () => inner.return?.() ?? { value: undefined, done: true },
    };
    return { [Symbol.asyncIterator]: () => counting };
  };
  const session = new DeviceSession(transport, options);
  return { device, transport, session, sent, received: () => receivedBytes };
}

/** A tiny record added to a device, for tests that stream byte by byte. */
export function addTinyItempRecord(device: VirtualDevice): number {
  const text =
    'a;3;2026-01-20;13:00:00;22110007804B;60;2\r\nc;22110007804B\r\nd;0;41.2;31.0;25.3;50\r\nd;60;42.0;31.4;25.5;49\r\n';
  return device.addRecord({ start: '2026-01-20T13:00:00', description: 'tiny', text, audioBytes: 0 })
    .register;
}
