import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import { familyModules } from '../families/index.ts';
import type { DeviceProfile } from './emulated-record.ts';

export type { DeviceProfile, EmulatedRecord } from './emulated-record.ts';

/** The virtual device of each family (serial, firmware, records), from its module. */
export const profiles: Readonly<Record<DeviceFamily, DeviceProfile>> = Object.fromEntries(
  familyModules.map((m) => [m.family, m.emulator.profile]),
) as Record<DeviceFamily, DeviceProfile>;
