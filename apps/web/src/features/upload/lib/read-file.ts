import { formatSize } from '@ohp/i18n';
import { catalogueEntry, type DeviceFamily, deviceTypeFromDataText, DeviceType } from '@ohp/devices';

export type FileCheck =
  | { ok: true; family: DeviceFamily; text: string }
  | { ok: false; key: string; values?: Record<string, string | number> };

/**
 * First checks of an uploaded reading file (SPEC §5/§8): too large, empty ('Empty file'), or not a
 * record of any known device ('Invalid file', from the SPEC §3 derivation from a data text).
 * The full parse happens on /upload/read.
 */
export function checkReadingText(text: string): FileCheck {
  if (text.trim() === '') return { ok: false, key: 'devices:records.empty' };
  const type = deviceTypeFromDataText(text);
  if (type === DeviceType.unknown) return { ok: false, key: 'devices:records.invalidFile' };
  return { ok: true, family: catalogueEntry(type).family, text };
}

/**
 * `limitBytes`: the largest reading the server reads (`recordLimitBytes` of GET /api/config: a saved
 * file is sent compressed and may expand to that); undefined while the server has not said.
 */
export async function checkReadingFile(
  file: Blob,
  limitBytes: number | undefined,
  language = 'pt-BR',
): Promise<FileCheck> {
  if (limitBytes !== undefined && file.size > limitBytes) {
    return {
      ok: false,
      key: 'devices:screens.upload.tooLarge',
      values: { max: formatSize(language, limitBytes) },
    };
  }
  if (file.size === 0) return { ok: false, key: 'devices:records.empty' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // latin1, as the device protocol: no byte makes decoding fail.
  const text = new TextDecoder('latin1').decode(bytes);
  return checkReadingText(text);
}
