import type { DeviceFamily } from '@ohp/devices';
import { useEffect, useState } from 'react';
import { connectDemo } from '../lib/connect';
import { demoFamilyOfSerial, forgetDemo, rememberedDemoOf } from '../lib/demo-memory';
import { showDeviceError } from '../lib/device-errors';

export interface DemoReconnect {
  /** The demo family of this route id (the screen then offers "Reconnect"), else undefined. */
  family: DeviceFamily | undefined;
  connecting: boolean;
  reconnect: () => void;
}

/**
 * /access-device/register/{id} after a reload: the demo device this tab had connected is connected
 * again on its own (it is an emulator in the page: it starts again with its sample records). Any
 * demo serial can also be reconnected with one click.
 */
export function useDemoReconnect(id: string, connected: boolean): DemoReconnect {
  const family = demoFamilyOfSerial(id);
  const [connecting, setConnecting] = useState(false);
  const reconnect = () => {
    if (!family) return;
    setConnecting(true);
    connectDemo(family)
      .catch((error: unknown) => {
        // Not tried again on its own: the screen offers "Reconnect" with the error shown.
        forgetDemo(family);
        void showDeviceError(error);
      })
      .finally(() => setConnecting(false));
  };
  // Decided on arrival only (the reload): a demo device lost while the screen is open stays lost.
  const [auto, setAuto] = useState(() => (connected ? undefined : rememberedDemoOf(id)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!auto) return;
    setAuto(undefined);
    reconnect();
  }, []);
  return { family, connecting: connecting || auto !== undefined, reconnect };
}
