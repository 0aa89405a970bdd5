import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import type { ConfigKind } from '../family-module.ts';
import { familyModule, familyModules } from '../families/index.ts';
import type { FieldSpec } from './fields.ts';

export type { ConfigKind };

/** The ordered field list of a configuration kind, or undefined when the family has none. */
export function configSchema(family: DeviceFamily, kind: ConfigKind): readonly FieldSpec[] | undefined {
  return familyModule(family).config.fields[kind];
}

/** SPEC §5 device response completeness: minimum number of semicolon-separated fields. */
export function minimumFields(family: DeviceFamily, kind: ConfigKind): number {
  return familyModule(family).config.minimumFields[kind];
}

/** Records per register a family can store (the "number of records valid for the interval" rule). */
export const recordCapacity: Readonly<Record<DeviceFamily, number>> = Object.fromEntries(
  familyModules.map((m) => [m.family, m.config.capacity]),
) as Record<DeviceFamily, number>;
