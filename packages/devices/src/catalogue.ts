import {
  type DeviceFamily,
  deviceFamilies,
  type MeasurementDomain,
  measurementDomains,
} from '@ohp/contracts/vocabulary';
import { DeviceType } from './device-type.ts';
import type { FamilyLabel, FamilyModule } from './family-module.ts';
import { familyModule, familyModules, unknownTypeModule } from './families/index.ts';

export { type DeviceFamily, deviceFamilies, DeviceType, type MeasurementDomain, measurementDomains };
export type { FamilyLabel };

/** The measurement domain whose maths, reports and viewer a family's records go to. */
export function domainOf(family: DeviceFamily): MeasurementDomain {
  return familyModule(family).domain;
}

export interface CatalogueEntry {
  type: DeviceType;
  family: DeviceFamily;
  name: string;
  familyLabel: FamilyLabel;
  imageFolder: string;
  /** Line-based command set (x… commands, `xad`, fileSize in the register list, BLE version). */
  newGeneration: boolean;
}

const entryOf = (m: FamilyModule, type: DeviceType = m.catalogue.type): CatalogueEntry => ({
  type,
  family: m.family,
  name: m.catalogue.name,
  familyLabel: m.catalogue.familyLabel,
  imageFolder: m.presentation.image.folder,
  newGeneration: m.catalogue.newGeneration,
});

export const catalogue: Readonly<Record<DeviceType, CatalogueEntry>> = Object.fromEntries([
  ...familyModules.map((m) => [m.catalogue.type, entryOf(m)]),
  // SPEC §3: unknown is treated as DosePro for name and image.
  [DeviceType.unknown, entryOf(unknownTypeModule, DeviceType.unknown)],
]) as Record<DeviceType, CatalogueEntry>;

const byType = new Map<number, FamilyModule>(familyModules.map((m) => [m.catalogue.type, m]));

/** The module of a type code; unknown codes read as DosePro (SPEC §3). */
function moduleOfType(type: number): FamilyModule {
  return byType.get(type) ?? unknownTypeModule;
}

export function catalogueEntry(type: number): CatalogueEntry {
  return catalogue[(type in catalogue ? type : 0) as DeviceType];
}

export function typeOfFamily(family: DeviceFamily): DeviceType {
  return familyModule(family).catalogue.type;
}

/** AxPro, DoseMaxV2 and CO2Pro: `xad`, x… configuration commands, fileSize, 120 s data reads. */
export function isNewGeneration(type: DeviceType): boolean {
  return byType.get(type)?.catalogue.newGeneration ?? false;
}

export function hasBluetoothVersion(type: DeviceType): boolean {
  return byType.get(type)?.catalogue.bluetoothVersion ?? false;
}

export function defaultVersionFor(type: DeviceType): string {
  return moduleOfType(type).catalogue.defaultVersion;
}

/** The type of the family whose devices can answer a power-on boot text (SPEC §4: ITEMP). */
export function powerOnResetType(): DeviceType | undefined {
  return familyModules.find((m) => m.catalogue.powerOnReset)?.catalogue.type;
}

const bySerialEnding = new Map<string, DeviceType>(
  familyModules.flatMap((m) => m.catalogue.serialEndings.map((end) => [end, m.catalogue.type] as const)),
);

/** SPEC §3: device type from the last 3 characters of a serial or identifier. */
export function deviceTypeFromSerial(serial: string): DeviceType {
  return bySerialEnding.get(serial.slice(-3)) ?? DeviceType.unknown;
}

/**
 * SPEC §3: device type from a multi-line device data text (a record or a DoseMaxV2 file).
 * The separator is the text's second character; fields are counted from 1 and include the
 * leading line letter.
 */
export function deviceTypeFromDataText(text: string, fallbackSerial?: string): DeviceType {
  const separator = text.charAt(1);
  // Lines as split at /\r?\n/, taken one at a time: a record of many MB is not split whole for its
  // first line (and, rarely, its first `c` line).
  const first = lineAt(text, 0);
  let type: DeviceType = DeviceType.unknown;
  if (separator !== '') {
    const fields = first.split(separator);
    if (first.startsWith('z')) {
      const third = fields[2] ?? '';
      const fourth = fields[3] ?? '';
      if (third.length === 12) type = deviceTypeFromSerial(third);
      else if (fourth.length === 12) type = deviceTypeFromSerial(fourth);
    } else if (first.startsWith('a')) {
      type = deviceTypeFromSerial(fields[4] ?? '');
    }
  }
  if (type === DeviceType.unknown && fallbackSerial !== undefined)
    type = deviceTypeFromSerial(fallbackSerial);
  if (type === DeviceType.unknown && separator !== '') {
    const cLine = firstLineStartingWithC(text);
    if (cLine !== undefined) type = deviceTypeFromSerial(cLine.split(separator)[1] ?? '');
  }
  return type;
}

/** The line starting at `start`, without its `\r\n` or `\n` (a lone `\r` stays, as split leaves it). */
function lineAt(text: string, start: number): string {
  const nl = text.indexOf('\n', start);
  if (nl === -1) return text.slice(start);
  return text.slice(start, nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
}

function firstLineStartingWithC(text: string): string | undefined {
  for (let start = 0; start <= text.length; ) {
    if (text.charCodeAt(start) === 99) return lineAt(text, start);
    const nl = text.indexOf('\n', start);
    if (nl === -1) return undefined;
    start = nl + 1;
  }
  return undefined;
}

/** SPEC §3: ITEMP register numbers are the id minus one, zero-padded to 3 digits. */
export function registerLabel(type: DeviceType, id: number): string {
  return byType.get(type)?.catalogue.zeroBasedRegisters ? String(id - 1).padStart(3, '0') : String(id);
}
