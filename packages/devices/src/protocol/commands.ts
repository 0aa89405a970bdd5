import { type DeviceType, isNewGeneration } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';

/** Every device command of SPEC §7, as data. `encodeCommand` turns it into the bytes of docs/protocol.md. */
export type Command =
  | { kind: 'version' }
  | { kind: 'list' }
  | { kind: 'read'; id: number }
  | { kind: 'deleteAll' }
  | { kind: 'delete'; id: number }
  | { kind: 'readConfig' }
  | { kind: 'writeConfig'; value: string }
  | { kind: 'readMaintenance' }
  | { kind: 'writeMaintenance'; value: string }
  | { kind: 'readAdvanced' }
  | { kind: 'writeAdvanced'; fields: readonly string[] }
  | { kind: 'setDateTime'; date: Date }
  | { kind: 'readSchedule' }
  | { kind: 'writeSchedule'; value: string }
  | { kind: 'audio'; id: number; start: number; end: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `xat` argument: local wall-clock time as yyyyMMddHHmmss (the device has no time zone). */
export function formatDeviceDateTime(date: Date): string {
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

function checkValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new DeviceError('invalidAnswer', 'devices:protocol.invalidValue');
  return value;
}

function checkId(id: number): number {
  if (!Number.isInteger(id) || id < 0 || id > 999_999_999) {
    throw new DeviceError('invalidAnswer', 'devices:protocol.invalidValue');
  }
  return id;
}

/**
 * The text of a command for a device of `type` (undefined = not identified yet).
 * Every command ends with LF, except `v` to a legacy device (DoseMax, DosePro, ITEMP), which
 * answers the bare letter at once (docs/protocol.md "Commands").
 */
export function encodeCommand(command: Command, type: DeviceType | undefined): string {
  const modern = type === undefined || isNewGeneration(type);
  switch (command.kind) {
    case 'version':
      return modern ? 'v\n' : 'v';
    case 'list':
      return 'a\n';
    case 'read':
      return `r${checkId(command.id)}\n`;
    case 'deleteAll':
      return modern ? 'xad\n' : 'd\n';
    case 'delete':
      return `d${checkId(command.id)}\n`;
    case 'readConfig':
      return modern ? 'xrca\n' : 'z\n';
    case 'writeConfig':
      return modern ? `xwca${checkValue(command.value)}\n` : `y${checkValue(command.value)}\n`;
    case 'readMaintenance':
      return 'xrma\n';
    case 'writeMaintenance':
      return `xwma${checkValue(command.value)}\n`;
    case 'readAdvanced':
      return 'xrha\n';
    case 'writeAdvanced':
      return `xwh${command.fields.length}a${checkValue(command.fields.join(';'))}\n`;
    case 'setDateTime':
      return `xat${formatDeviceDateTime(command.date)}\n`;
    case 'readSchedule':
      return 'o\n';
    case 'writeSchedule':
      return `s${checkValue(command.value)}\n`;
    case 'audio':
      return `ws${checkId(command.id)};${checkId(command.start)};${checkId(command.end)}\n`;
  }
}
