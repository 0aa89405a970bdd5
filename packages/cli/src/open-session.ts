import {
  createEmulator,
  type DeviceFamily,
  DeviceSession,
  deviceFamilies,
  NodeSerialTransport,
  type Transport,
} from '@ohp/devices';
import { UsageError } from './usage-error.ts';

/** `--port emulator:<family>` talks to an in-process emulator; anything else is a serial port path. */
export function transportFor(port: string): Transport {
  const match = /^emulator:(\w+)$/.exec(port);
  if (match) {
    const family = deviceFamilies.find((f) => f.toLowerCase() === match[1]?.toLowerCase());
    if (!family)
      throw new UsageError('unknownFamily', { family: match[1] ?? '', families: deviceFamilies.join(', ') });
    return createEmulator(family as DeviceFamily).transport;
  }
  return new NodeSerialTransport(port);
}

/** Opens and identifies; the caller must `disconnect()`. */
export async function openSession(port: string | undefined): Promise<DeviceSession> {
  if (!port) throw new UsageError('missingPort');
  const session = new DeviceSession(transportFor(port));
  await session.connect();
  return session;
}
