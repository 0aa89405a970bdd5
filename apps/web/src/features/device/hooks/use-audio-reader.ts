import { audioSegmentToWav, familyModule } from '@ohp/devices';
import { useMemo } from 'react';
import { useDevice } from './use-devices';

/** Where a reading came from: the device (its id in the device store) and the register id. */
export interface DeviceOrigin {
  deviceId: string;
  register: number;
}

/** Reads bytes [start, end) of the record's audio as a WAV file, reporting the percent received. */
export type DeviceAudioReader = (
  segment: { start: number; end: number },
  onProgress?: (percent: number) => void,
) => Promise<Uint8Array>;

/**
 * The audio reader of a record read from a device that records audio (DoseMaxV2: `ws` over the
 * device session), while that device is connected; undefined otherwise (file, saved measurement,
 * device gone). A device connected again under the same serial gets a reader again: the audio is
 * still on it.
 */
export function useDeviceAudioReader(origin: DeviceOrigin | undefined): DeviceAudioReader | undefined {
  const device = useDevice(origin?.deviceId);
  const register = origin?.register;
  return useMemo(() => {
    if (!device || register === undefined || !familyModule(device.family).emulator.audio) return undefined;
    const { session } = device;
    return async (segment, onProgress) => {
      const audio = await session.readAudioSegment(register, segment.start, segment.end, (state) =>
        onProgress?.(state.progress),
      );
      return audioSegmentToWav(audio);
    };
  }, [device, register]);
}
