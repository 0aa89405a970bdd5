import { type DeviceType, isNewGeneration, registerLabel } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';

/** One entry of the `a` answer (SPEC §3 "Register header entry"). */
export interface RegisterEntry {
  /** Register id used by r{id}, d{id} and ws{id}. */
  register: number;
  /** Displayed number: ITEMP shows id − 1 zero-padded to 3 digits. */
  label: string;
  /** Start of the record, ms since epoch (the device's seconds with 000 appended). */
  date: number;
  /** AxPro, CO2Pro and DoseMaxV2 only. */
  fileSize: number | undefined;
  description: string;
}

/**
 * Parses the lines of the `a` answer: `<unixSeconds>;<id>;<fileSize>;<description>`;
 * fileSize is empty for legacy families (docs/protocol.md "Register list").
 */
export function parseRegisterList(lines: readonly string[], type: DeviceType): RegisterEntry[] {
  const entries: RegisterEntry[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const fields = line.split(';');
    const bad = () =>
      new DeviceError('invalidAnswer', 'devices:protocol.invalidRegisterLine', { line: index + 1 });
    if (fields.length < 3) throw bad();
    const [seconds = '', id = '', size = ''] = fields;
    if (!/^\d{1,10}$/.test(seconds) || !/^\d{1,9}$/.test(id)) throw bad();
    let fileSize: number | undefined;
    if (isNewGeneration(type)) {
      if (!/^\d{1,10}$/.test(size)) throw bad();
      fileSize = Number(size);
    }
    const register = Number(id);
    entries.push({
      register,
      label: registerLabel(type, register),
      date: Number(`${seconds}000`),
      fileSize,
      description: fields.slice(3).join(';'),
    });
  });
  return entries;
}

export function formatRegisterLine(entry: {
  seconds: number;
  register: number;
  fileSize?: number | undefined;
  description: string;
}): string {
  return `${entry.seconds};${entry.register};${entry.fileSize ?? ''};${entry.description}`;
}

/**
 * The register date as device wall-clock time "yyyy-MM-ddTHH:mm:ss". Devices have no time zone:
 * their seconds count local wall-clock time, so they are read with UTC fields (docs/protocol.md).
 */
export function registerWallClock(date: number): string {
  return new Date(date).toISOString().slice(0, 19);
}
