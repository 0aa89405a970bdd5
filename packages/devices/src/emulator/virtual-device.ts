import type { DeviceFamily } from '../catalogue.ts';
import { type ConfigKind, minimumFields } from '../config/schemas.ts';
import { familyModule } from '../families/index.ts';
import type { FamilyModule } from '../family-module.ts';
import { formatRegisterLine } from '../protocol/register-list.ts';
import { concatBytes, encodeText } from '../protocol/text.ts';
import { answerAudio } from './audio-source.ts';
import { commandName, type EmulatorFaults } from './faults.ts';
import { defaultConfigValue, defaultSchedule } from './factory-settings.ts';
import { type EmulatedRecord, profiles } from './profiles.ts';
import { epochSeconds } from './prng.ts';

export type DeviceOutput = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'unplug' };

export interface VirtualDeviceOptions {
  seed?: number;
  serialNumber?: string;
  /** Start without the built-in records. */
  empty?: boolean;
}

/**
 * A virtual device of one family speaking docs/protocol.md. Pure TypeScript (runs in the browser as
 * the demo device): bytes in through `receive`, answers out through the sink set by `attach`.
 */
export class VirtualDevice {
  readonly family: DeviceFamily;
  private readonly module: FamilyModule;
  readonly serialNumber: string;
  readonly firmware: string;
  readonly bluetooth: string;
  faults: EmulatorFaults = {};
  readonly records: EmulatedRecord[] = [];
  readonly configs = new Map<ConfigKind, string>();
  schedule: string[];
  /** Last date set with xat, as sent (yyyyMMddHHmmss). */
  dateTime: string | undefined;
  private nextRegister = 1;
  private buffer = '';
  private sink: ((output: DeviceOutput) => void) | undefined;
  private unplugged = false;

  constructor(family: DeviceFamily, options: VirtualDeviceOptions = {}) {
    const profile = profiles[family];
    this.family = family;
    this.module = familyModule(family);
    this.serialNumber = options.serialNumber ?? profile.serialNumber;
    this.firmware = profile.firmware;
    this.bluetooth = profile.bluetooth;
    for (const kind of ['config', 'advanced', 'maintenance'] as const) {
      const value = defaultConfigValue(family, kind);
      if (value !== undefined) this.configs.set(kind, value);
    }
    this.schedule = defaultSchedule(family);
    if (!options.empty) for (const record of profile.records(options.seed ?? 1)) this.addRecord(record);
  }

  get modern(): boolean {
    return this.module.catalogue.newGeneration;
  }

  get isUnplugged(): boolean {
    return this.unplugged;
  }

  addRecord(record: Omit<EmulatedRecord, 'register'>): EmulatedRecord {
    const full = { ...record, register: this.nextRegister++ };
    this.records.push(full);
    return full;
  }

  attach(sink: (output: DeviceOutput) => void): void {
    this.sink = sink;
  }

  /** Plug the device back in (after an unplug fault). */
  replug(): void {
    this.unplugged = false;
    this.buffer = '';
  }

  unplug(): void {
    if (this.unplugged) return;
    this.unplugged = true;
    this.sink?.({ kind: 'unplug' });
  }

  receive(bytes: Uint8Array): void {
    if (this.unplugged) return;
    for (const byte of bytes) {
      const char = String.fromCharCode(byte);
      // Legacy firmware answers a bare `v` at once (docs/protocol.md "Commands").
      if (!this.modern && this.buffer === '' && char === 'v') {
        this.execute('v');
        continue;
      }
      if (char === '\n') {
        const line = this.buffer.replace(/\r$/, '');
        this.buffer = '';
        if (line !== '') this.execute(line);
      } else if (this.buffer.length < 8192) {
        this.buffer += char;
      }
    }
  }

  private execute(line: string): void {
    const name = commandName(line);
    const faults = this.faults;
    if (faults.silentOn === name) return;
    if (faults.errorAnswer && faults.errorAnswer.command === name) {
      const times = (faults.errorAnswer.times ?? 1) - 1;
      const code = faults.errorAnswer.code;
      faults.errorAnswer = times > 0 ? { ...faults.errorAnswer, times } : undefined;
      this.send(`Err:${code}\r\n`, name);
      return;
    }
    this.send(this.answer(name, line), name);
  }

  /**
   * An answer given in parts (a record's header line, its bytes, `OK`) goes out part after part: a
   * 24 MB record joined to its two lines was a 24 MB copy, in the page for the demo device and
   * the browser benches, on every read. A fault cutting the answer short joins them first.
   */
  private send(answer: string | Uint8Array | Uint8Array[], name: string): void {
    // The faults set for this command, if any.
    const { truncateAnswer, unplugDuringRead } = this.faults;
    const truncate = truncateAnswer?.command === name ? truncateAnswer : undefined;
    const unplug =
      unplugDuringRead && name === (unplugDuringRead.command ?? 'r') ? unplugDuringRead : undefined;
    if (Array.isArray(answer) && !truncate && !unplug) {
      for (const bytes of answer) this.sink?.({ kind: 'bytes', bytes });
      return;
    }
    let bytes =
      typeof answer === 'string' ? encodeText(answer) : Array.isArray(answer) ? concatBytes(answer) : answer;
    if (truncate) {
      this.faults.truncateAnswer = undefined;
      bytes = bytes.subarray(0, truncate.bytes);
    }
    if (unplug) {
      this.faults.unplugDuringRead = undefined;
      this.sink?.({ kind: 'bytes', bytes: bytes.subarray(0, unplug.afterBytes) });
      this.unplug();
      return;
    }
    this.sink?.({ kind: 'bytes', bytes });
  }

  private versionLine(): string {
    if (this.faults.powerOnReset && this.module.catalogue.powerOnReset) {
      this.faults.powerOnReset = false;
      return 'Failed to get USB Device\r\n';
    }
    const ble = this.bluetooth ? `;${this.bluetooth}` : '';
    return `v;${this.serialNumber};${this.firmware}${ble}\r\n`;
  }

  private answer(name: string, line: string): string | Uint8Array | Uint8Array[] {
    const modern = this.modern;
    const arg = line.slice(name.length);
    switch (name) {
      case 'v':
        return arg === '' ? this.versionLine() : 'Err:22\r\n';
      case 'a':
        return `${this.records
          .map(
            (r) =>
              `${formatRegisterLine({ seconds: epochSeconds(r.start), register: r.register, fileSize: modern ? this.bytesOf(r).length : undefined, description: r.description })}\r\n`,
          )
          .join('')}OK\r\n`;
      case 'r': {
        const record = this.find(arg);
        if (!record) return 'Err:2\r\n';
        const body = this.bytesOf(record);
        return [encodeText(`#${body.length}\r\n`), body, encodeText('OK\r\n')];
      }
      case 'd': {
        if (arg === '') {
          if (modern) return 'Err:22\r\n';
          this.records.length = 0;
          return 'OK\r\n';
        }
        const record = this.find(arg);
        if (!record) return 'Err:2\r\n';
        this.records.splice(this.records.indexOf(record), 1);
        return 'OK\r\n';
      }
      case 'xad':
        if (!modern) return 'Err:3\r\n';
        this.records.length = 0;
        return 'OK\r\n';
      case 'z':
      case 'xrca':
        return modern === (name === 'xrca') ? this.readConfig('config') : 'Err:3\r\n';
      case 'y':
      case 'xwca':
        return modern === (name === 'xwca') ? this.writeConfig('config', arg) : 'Err:3\r\n';
      case 'xrma':
        return this.readConfig('maintenance');
      case 'xwma':
        return this.writeConfig('maintenance', arg);
      case 'xrha':
        return this.readConfig('advanced');
      case 'xwh': {
        const match = /^(\d{1,3})a(.*)$/.exec(arg);
        if (!match || match[2]?.split(';').length !== Number(match[1]))
          return this.configs.has('advanced') ? 'Err:22\r\n' : 'Err:3\r\n';
        return this.writeConfig('advanced', match[2] ?? '');
      }
      case 'xat':
        if (!/^\d{14}$/.test(arg)) return 'Err:22\r\n';
        this.dateTime = arg;
        return 'OK\r\n';
      case 'o':
        return arg === '' ? `${this.schedule.map((l) => `${l}\r\n`).join('')}OK\r\n` : 'Err:22\r\n';
      case 's':
        return this.writeSchedule(arg);
      case 'ws':
        return this.module.emulator.audio ? answerAudio(this.records, arg) : 'Err:3\r\n';
      default:
        return 'Err:3\r\n';
    }
  }

  private readonly encoded = new WeakMap<EmulatedRecord, Uint8Array>();

  private bytesOf(record: EmulatedRecord): Uint8Array {
    let bytes = this.encoded.get(record);
    if (!bytes) {
      bytes = encodeText(record.text);
      this.encoded.set(record, bytes);
    }
    return bytes;
  }

  private find(arg: string): EmulatedRecord | undefined {
    if (!/^\d{1,9}$/.test(arg)) return undefined;
    return this.records.find((r) => r.register === Number(arg));
  }

  private readConfig(kind: ConfigKind): string {
    const value = this.configs.get(kind);
    return value === undefined ? 'Err:3\r\n' : `${value}\r\nOK\r\n`;
  }

  private writeConfig(kind: ConfigKind, value: string): string {
    if (!this.configs.has(kind)) return 'Err:3\r\n';
    if (value.split(';').length < minimumFields(this.family, kind)) return 'Err:22\r\n';
    this.configs.set(kind, value);
    return 'OK\r\n';
  }

  private writeSchedule(value: string): string {
    const lines = this.module.schedule.accept(value);
    if (lines === undefined) return 'Err:22\r\n';
    this.schedule = lines;
    return 'OK\r\n';
  }
}
