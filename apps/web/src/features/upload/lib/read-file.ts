import { formatSize } from '@ohp/i18n';
import { catalogueEntry, type DeviceFamily, deviceTypeFromDataText, DeviceType } from '@ohp/devices';

export type FileCheck =
  | { ok: true; family: DeviceFamily }
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
  return { ok: true, family: catalogueEntry(type).family };
}

/** What of a file its first checks read: its first lines nearly always tell its family. */
const HEAD_BYTES = 1 << 16;

// latin1, as the device protocol: no byte makes decoding fail.
const latin1 = (buffer: ArrayBuffer) => new TextDecoder('latin1').decode(buffer);

/**
 * `limitBytes`: the largest reading the server reads (`recordLimitBytes` of GET /api/config: a saved
 * file is sent compressed and may expand to that); undefined while the server has not said.
 * The file's whole lines in its first 64 KiB answer when they name a family (they are not blank
 * then, and the derivation reads no further than its first line, or its first `c` line when that
 * line names none): reading and decoding a 7-day AxPro record's 48 MB here held the page for two
 * long tasks (81–130 ms and 143–192 ms on a slow VM). Otherwise the whole file is read, as before.
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
  if (file.size > HEAD_BYTES) {
    const head = latin1(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const lines = head.slice(0, head.lastIndexOf('\n') + 1);
    const check = checkReadingText(lines);
    if (check.ok) return check;
  }
  return checkReadingText(latin1(await file.arrayBuffer()));
}
