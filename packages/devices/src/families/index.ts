// The device families the platform knows: one module per folder, one line each. Everything keyed
// by family (catalogue, record dispatcher, configuration schemas, emulator) is a lookup over this list.
import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import type { FamilyModule } from '../family-module.ts';
import { axPro } from './axPro/index.ts';
import { co2Pro } from './co2Pro/index.ts';
import { doseMax } from './doseMax/index.ts';
import { doseMaxV2 } from './doseMaxV2/index.ts';
import { dosePro } from './dosePro/index.ts';
import { itemp } from './itemp/index.ts';

// biome-ignore format: one module per line, so that a new family is one added line
const modules = [
  doseMax,
  dosePro,
  doseMaxV2,
  itemp,
  axPro,
  co2Pro,
] as const;

/** A parsed record of any family: the union of what the modules' parsers return. */
export type DeviceRecord = ReturnType<(typeof modules)[number]['record']['parse']>;

export const familyModules: readonly FamilyModule<DeviceRecord>[] = modules;

const byFamily = new Map<DeviceFamily, FamilyModule<DeviceRecord>>(familyModules.map((m) => [m.family, m]));

/** SPEC §3: a device or record of unknown type is named and pictured as a DosePro. */
export const unknownTypeModule: FamilyModule<DeviceRecord> = dosePro;

/** The family the web's demo device starts as (the one with every feature: audio, third octaves). */
export const demoFamily: DeviceFamily = doseMaxV2.family;

/** The module of a family (every DeviceFamily has one; a test checks the list against the vocabulary). */
export function familyModule(family: DeviceFamily): FamilyModule<DeviceRecord> {
  const found = byFamily.get(family);
  if (!found) throw new Error(`No device module for family ${family}`);
  return found;
}
