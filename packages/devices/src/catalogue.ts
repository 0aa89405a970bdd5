import { defaultVersions } from './constants.ts';

/** SPEC §3 device type codes. 0 = unknown (shown as DosePro). */
export const DeviceType = {
  unknown: 0,
  doseMax: 1,
  dosePro: 2,
  itemp: 3,
  axPro: 4,
  co2Pro: 5,
  doseMaxV2: 6,
} as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** Record/protocol family of a device: which parser, config schema and commands apply. */
export type DeviceFamily = 'doseMax' | 'dosePro' | 'itemp' | 'axPro' | 'co2Pro' | 'doseMaxV2';
export const deviceFamilies: readonly DeviceFamily[] = [
  'doseMax',
  'dosePro',
  'itemp',
  'axPro',
  'co2Pro',
  'doseMaxV2',
];

export type FamilyLabel = 'dosimeter' | 'temperature' | 'axPro' | 'co2Pro';

export interface CatalogueEntry {
  type: DeviceType;
  family: DeviceFamily;
  name: string;
  familyLabel: FamilyLabel;
  /** i18n key of the family label. */
  familyLabelKey: string;
  imageFolder: string;
  /** Line-based command set (x… commands, `xad`, fileSize in the register list, BLE version). */
  newGeneration: boolean;
}

const entry = (
  type: DeviceType,
  family: DeviceFamily,
  name: string,
  familyLabel: FamilyLabel,
  imageFolder: string,
  newGeneration: boolean,
): CatalogueEntry => ({
  type,
  family,
  name,
  familyLabel,
  familyLabelKey: `devices:familyLabels.${familyLabel}`,
  imageFolder,
  newGeneration,
});

export const catalogue: Readonly<Record<DeviceType, CatalogueEntry>> = {
  1: entry(1, 'doseMax', 'DoseMax', 'dosimeter', 'dose-max', false),
  2: entry(2, 'dosePro', 'DosePro', 'dosimeter', 'dose-pro', false),
  3: entry(3, 'itemp', 'ITEMP', 'temperature', 'itemp', false),
  4: entry(4, 'axPro', 'AxPro', 'axPro', 'ax-pro', true),
  5: entry(5, 'co2Pro', 'CO2Pro', 'co2Pro', 'co2-pro', true),
  6: entry(6, 'doseMaxV2', 'DoseMaxV2', 'dosimeter', 'dose-max-v2', true),
  // SPEC §3: unknown is treated as DosePro for name and image.
  0: entry(0, 'dosePro', 'DosePro', 'dosimeter', 'dose-pro', false),
};

export function catalogueEntry(type: number): CatalogueEntry {
  return catalogue[(type in catalogue ? type : 0) as DeviceType];
}

export function typeOfFamily(family: DeviceFamily): DeviceType {
  return DeviceType[family];
}

/** AxPro, DoseMaxV2 and CO2Pro: `xad`, x… configuration commands, fileSize, 120 s data reads. */
export function isNewGeneration(type: DeviceType): boolean {
  return type === 4 || type === 5 || type === 6;
}

export function hasBluetoothVersion(type: DeviceType): boolean {
  return type === 4 || type === 6;
}

export function defaultVersionFor(type: DeviceType): string {
  return type === DeviceType.itemp ? defaultVersions.itemp : defaultVersions.other;
}

/** SPEC §3: device type from the last 3 characters of a serial or identifier. */
export function deviceTypeFromSerial(serial: string): DeviceType {
  const end = serial.slice(-3);
  if (end === '01B' || end === '1B ') return DeviceType.doseMax;
  if (end === '0AA') return DeviceType.doseMaxV2;
  if (end === '07A' || end === '7A ') return DeviceType.axPro;
  if (end === '08A') return DeviceType.co2Pro;
  if (end === '04B' || end === '04A') return DeviceType.itemp;
  if (end === '01A' || end === '1A ') return DeviceType.dosePro;
  return DeviceType.unknown;
}

/**
 * SPEC §3: device type from a multi-line device data text (a record or a DoseMaxV2 file).
 * The separator is the text's second character; fields are counted from 1 and include the
 * leading line letter.
 */
export function deviceTypeFromDataText(text: string, fallbackSerial?: string): DeviceType {
  const separator = text.charAt(1);
  const lines = text.split(/\r?\n/);
  const first = lines[0] ?? '';
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
    const cLine = lines.find((line) => line.startsWith('c'));
    if (cLine !== undefined) type = deviceTypeFromSerial(cLine.split(separator)[1] ?? '');
  }
  return type;
}

/** SPEC §3: ITEMP register numbers are the id minus one, zero-padded to 3 digits. */
export function registerLabel(type: DeviceType, id: number): string {
  return type === DeviceType.itemp ? String(id - 1).padStart(3, '0') : String(id);
}
