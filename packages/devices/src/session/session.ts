import {
  catalogueEntry,
  type DeviceFamily,
  type DeviceType,
  isNewGeneration,
  powerOnResetType,
} from '../catalogue.ts';
import type { DeviceConfig } from '../config/model.ts';
import { configFields, parseConfig } from '../config/model.ts';
import type { DeviceSchedule } from '../config/schedule.ts';
import { parseSchedule, serializeSchedule, validateSchedule } from '../config/schedule.ts';
import type { ConfigKind } from '../config/schemas.ts';
import { configSchema } from '../config/schemas.ts';
import { validateConfig } from '../config/validate.ts';
import { serialSettings, timeouts } from '../constants.ts';
import { connectionError, DeviceError } from '../errors.ts';
import { type AudioSegment, audioAnswerLength, parseAudioSegment } from '../protocol/audio.ts';
import { type Command, encodeCommand } from '../protocol/commands.ts';
import {
  AckFramer,
  BlockFramer,
  FixedLengthFramer,
  LinesFramer,
  SingleLineFramer,
} from '../protocol/framers.ts';
import { parseRegisterList, type RegisterEntry } from '../protocol/register-list.ts';
import { decodeText, encodeText } from '../protocol/text.ts';
import { type DeviceIdentity, isVersion12, parseVersionLine } from '../protocol/version.ts';
import { type ReadingResult, readDeviceRecord } from '../readings/read-reading.ts';
import type { Transport } from '../transport/transport.ts';
import { CommandChannel } from './channel.ts';
import { type Clock, systemClock, wait } from './clock.ts';
import { type ReadProgressListener, withProgress } from './progress.ts';

export interface SessionOptions {
  clock?: Clock;
  /** How the session waits for the ITEMP after a power-on reset (default: 10 s on `clock`). */
  wait?: (ms: number) => Promise<void>;
}

/** A record as its device sent it: its bytes and their text (latin1, one character a byte). */
export interface RecordText {
  register: number;
  bytes: Uint8Array;
  text: string;
}

export interface RecordRead extends RecordText {
  /**
   * The record read once, by this device's family module, as its domain's Reading (the record itself:
   * recordOfReading); or the family parser's error naming the line (docs/protocol.md "Record texts").
   */
  reading: ReadingResult;
}

/**
 * One connected device (SPEC §4 "Device session"): every command of SPEC §7 as a method, each
 * failure a DeviceError with a translation key. Works over any Transport.
 */
export class DeviceSession {
  private readonly clock: Clock;
  private readonly waitFor: (ms: number) => Promise<void>;
  private readonly channel: CommandChannel;
  private identity: DeviceIdentity | undefined;
  private connected = false;

  constructor(
    readonly transport: Transport,
    options: SessionOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.waitFor = options.wait ?? ((ms) => wait(this.clock, ms));
    this.channel = new CommandChannel(transport, this.clock);
    transport.onDisconnect(() => {
      this.connected = false;
      this.identity = undefined;
    });
  }

  /** Opens the port (115200 baud, buffer 131072) and identifies the device. */
  async connect(): Promise<DeviceIdentity> {
    await this.transport.open(serialSettings);
    this.connected = true;
    this.channel.start();
    try {
      return await this.identify();
    } catch (error) {
      await this.disconnect();
      throw error;
    }
  }

  get device(): DeviceIdentity | undefined {
    return this.identity;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  get family(): DeviceFamily {
    return catalogueEntry(this.requireDevice().deviceType).family;
  }

  onDisconnect(listener: (error: DeviceError) => void): () => void {
    return this.transport.onDisconnect(listener);
  }

  private requireDevice(): DeviceIdentity {
    if (!this.identity) throw connectionError('notConnected');
    return this.identity;
  }

  private send<T>(
    command: Command,
    framer: import('../protocol/framers.ts').Framer<T>,
    idleMs: number,
  ): Promise<T> {
    if (!this.connected) return Promise.reject(connectionError('notConnected'));
    return this.channel.request(
      encodeText(encodeCommand(command, this.identity?.deviceType)),
      framer,
      idleMs,
    );
  }

  /**
   * Version query with its 1 s timeout. An ITEMP that answers its power-on boot text is waited on
   * for 10 s and asked again (SPEC §4).
   */
  async identify(): Promise<DeviceIdentity> {
    const ask = async (type: DeviceType | undefined) => {
      const text = encodeText(encodeCommand({ kind: 'version' }, type));
      try {
        return parseVersionLine(await this.channel.request(text, new SingleLineFramer(), timeouts.version));
      } catch (error) {
        if (error instanceof DeviceError && (error.code === 'timeout' || error.code === 'prematureEnd')) {
          throw connectionError('invalidDevice', {}, error);
        }
        throw error;
      }
    };
    if (!this.connected) throw connectionError('notConnected');
    let answer = await ask(this.identity?.deviceType);
    if (answer.kind === 'reset') {
      await this.waitFor(timeouts.itempResetWait);
      answer = await ask(powerOnResetType());
      if (answer.kind === 'reset') throw connectionError('usbDeviceFailed');
    }
    this.identity = answer.identity;
    return answer.identity;
  }

  async listRecords(): Promise<RegisterEntry[]> {
    const device = this.requireDevice();
    const lines = await this.send({ kind: 'list' }, new LinesFramer(), timeouts.defaultResponse);
    return parseRegisterList(lines, device.deviceType);
  }

  /** SPEC §9 register data read timeout for this device. */
  readTimeout(): number {
    const device = this.requireDevice();
    if (isNewGeneration(device.deviceType)) return timeouts.registerDataLong;
    if (isVersion12(device.version)) return timeouts.registerDataV12;
    return timeouts.defaultResponse;
  }

  /**
   * Reads one record as the device sends it, not parsed, reporting progress 0..100 every 50 ms
   * through `onProgress`: for a caller that parses it elsewhere (the web app, in a worker, with
   * readDeviceRecord of this session's family).
   */
  async readRecordText(register: number, onProgress?: ReadProgressListener): Promise<RecordText> {
    this.requireDevice();
    const framer = new BlockFramer();
    const bytes = await withProgress(this.clock, framer, onProgress, () =>
      this.send({ kind: 'read', id: register }, framer, this.readTimeout()),
    );
    // The text as the device sent it (latin1, one character a byte), as the family parsers have always
    // read it.
    return { register, bytes, text: decodeText(bytes) };
  }

  /**
   * Reads one record (readRecordText) and parses it with this device's family module, which names
   * what is wrong with it, whatever the text claims to be.
   */
  async readRecord(register: number, onProgress?: ReadProgressListener): Promise<RecordRead> {
    const family = this.family;
    const read = await this.readRecordText(register, onProgress);
    return { ...read, reading: readDeviceRecord(family, read.text) };
  }

  async deleteRecord(register: number): Promise<void> {
    this.requireDevice();
    await this.send({ kind: 'delete', id: register }, new AckFramer(), timeouts.defaultResponse);
  }

  /** `xad` for AxPro, DoseMaxV2 and CO2Pro, `d` for the others (the command encoder picks). */
  async deleteAll(): Promise<void> {
    this.requireDevice();
    await this.send({ kind: 'deleteAll' }, new AckFramer(), timeouts.defaultResponse);
  }

  /** Which configuration kinds this device has (config always; advanced, maintenance by family). */
  configKinds(): ConfigKind[] {
    const family = this.family;
    return (['config', 'advanced', 'maintenance'] as const).filter(
      (k) => configSchema(family, k) !== undefined,
    );
  }

  private configCommands(kind: ConfigKind): Command {
    return kind === 'config'
      ? { kind: 'readConfig' }
      : kind === 'advanced'
        ? { kind: 'readAdvanced' }
        : { kind: 'readMaintenance' };
  }

  async readConfig(kind: ConfigKind = 'config'): Promise<DeviceConfig> {
    const family = this.family;
    if (!configSchema(family, kind))
      throw new DeviceError('unsupported', 'devices:protocol.unsupportedCommand', { family, kind });
    const lines = await this.send(this.configCommands(kind), new LinesFramer(), timeouts.defaultResponse);
    return parseConfig(family, kind, lines);
  }

  /** Validates (SPEC §5) and writes; nothing is sent when a field is invalid. */
  async writeConfig(config: DeviceConfig): Promise<void> {
    if (config.family !== this.family)
      throw new DeviceError('invalidValue', 'devices:validation.wrongFamily');
    const issues = validateConfig(config);
    if (issues.length > 0) {
      throw new DeviceError('invalidValue', 'devices:validation.invalidConfig', {
        fields: issues.map((i) => i.field).join(', '),
      });
    }
    const fields = configFields(config);
    const value = fields.join(';');
    const command: Command =
      config.kind === 'config'
        ? { kind: 'writeConfig', value }
        : config.kind === 'advanced'
          ? { kind: 'writeAdvanced', fields }
          : { kind: 'writeMaintenance', value };
    await this.send(command, new AckFramer(), timeouts.defaultResponse);
  }

  async readSchedule(): Promise<DeviceSchedule> {
    const family = this.family;
    const lines = await this.send({ kind: 'readSchedule' }, new LinesFramer(), timeouts.defaultResponse);
    return parseSchedule(family, lines);
  }

  async writeSchedule(schedule: DeviceSchedule): Promise<void> {
    this.requireDevice();
    const issues = validateSchedule(schedule);
    if (issues.length > 0) {
      throw new DeviceError('invalidValue', 'devices:validation.invalidSchedule', {
        fields: issues.map((i) => i.field).join(', '),
      });
    }
    await this.send(
      { kind: 'writeSchedule', value: serializeSchedule(schedule) },
      new AckFramer(),
      timeouts.defaultResponse,
    );
  }

  /** Syncs the device clock (3 s timeout). */
  async setDateTime(date: Date = new Date()): Promise<void> {
    this.requireDevice();
    await this.send({ kind: 'setDateTime', date }, new AckFramer(), timeouts.setDate);
  }

  /**
   * ws{id};{start};{end}: exactly end − start + 60 bytes, else 'Incomplete audio data received'.
   * Progress is reported like a record read (a 16 kB segment takes ~1.4 s at line rate).
   */
  async readAudioSegment(
    register: number,
    start: number,
    end: number,
    onProgress?: ReadProgressListener,
  ): Promise<AudioSegment> {
    this.requireDevice();
    const framer = new FixedLengthFramer(audioAnswerLength(start, end));
    const bytes = await withProgress(this.clock, framer, onProgress, () =>
      this.send({ kind: 'audio', id: register, start, end }, framer, timeouts.defaultResponse),
    );
    return parseAudioSegment(bytes, { id: register, start, end });
  }

  /** Closes the port (reader.cancel() before close() in the Web Serial transport). */
  async disconnect(): Promise<void> {
    this.connected = false;
    this.identity = undefined;
    await this.transport.close();
  }
}

/** Opens a session on `transport` and identifies the device. */
export async function connectDevice(
  transport: Transport,
  options: SessionOptions = {},
): Promise<DeviceSession> {
  const session = new DeviceSession(transport, options);
  await session.connect();
  return session;
}
