import { catalogueEntry, type DeviceFamily, deviceTypeFromDataText } from '../catalogue.ts';
import { type ParseResult, toResult } from '../errors.ts';
import { type DeviceRecord, familyModule, familyModules } from '../families/index.ts';
import { recordError } from './lines.ts';

export type { DeviceRecord };

/** Parses a record text of a known family; throws DeviceError (see parseRecord for a Result). */
export function parseRecordOrThrow(family: DeviceFamily, text: string): DeviceRecord {
  return familyModule(family).record.parse(text);
}

/**
 * The SPEC §5 whole-file check of `family`'s files (FamilyModule.record.validFile); undefined when the
 * family has none (nothing to decode).
 */
export function fileCheckOf(family: DeviceFamily | undefined): ((text: string) => boolean) | undefined {
  return family === undefined ? undefined : familyModule(family).record.validFile;
}

/**
 * The families whose SPEC §5 whole-file check (`fileCheckOf`) the text of `bytes` passes, as
 * `new TextDecoder().decode(bytes)` gives it: read from the bytes where the family can, else from
 * that text, decoded once. A worker that has a downloaded file's bytes answers this without the
 * text, before it knows the measurement's family.
 */
export function fileChecksPassed(bytes: Uint8Array): DeviceFamily[] {
  const passed: DeviceFamily[] = [];
  let text: string | undefined;
  for (const module of familyModules) {
    const { validFile, validFileBytes } = module.record;
    if (!validFile) continue;
    if (validFileBytes) {
      if (validFileBytes(bytes)) passed.push(module.family);
      continue;
    }
    text ??= new TextDecoder().decode(bytes);
    if (validFile(text)) passed.push(module.family);
  }
  return passed;
}

/** User-facing parse of a record read from a device of `family`. */
export function parseRecord(family: DeviceFamily, text: string): ParseResult<DeviceRecord> {
  return toResult(() => parseRecordOrThrow(family, text));
}

/**
 * Parses an uploaded reading file: the family comes from the text itself (SPEC §3 derivation from a
 * multi-line device data text), optionally helped by a fallback serial.
 */
export function parseReadingFile(
  text: string,
  fallbackSerial?: string,
): ParseResult<{ family: DeviceFamily; record: DeviceRecord }> {
  return toResult(() => {
    if (text.trim() === '') throw recordError('empty');
    const type = deviceTypeFromDataText(text, fallbackSerial);
    if (type === 0) throw recordError('invalidFile');
    const family = catalogueEntry(type).family;
    return { family, record: parseRecordOrThrow(family, text) };
  });
}
