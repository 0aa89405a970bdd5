import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts/vocabulary';
import type { FamilyPresentation } from './family-presentation.ts';
import type { FieldSpec } from './config/fields.ts';
import type { ScheduleFormat } from './config/schedule-formats.ts';
import type { DeviceType } from './device-type.ts';
import type { DeviceProfile } from './emulator/emulated-record.ts';

/** The configuration kinds of SPEC §5: `z`/`xrca`, `xrha`, `xrma`. */
export type ConfigKind = 'config' | 'advanced' | 'maintenance';

/** The group a family is listed under (its label text is in the family's texts). */
export type FamilyLabel = string;

/**
 * Everything the platform knows about one device family, in one object
 * (`src/families/<family>/index.ts`). The catalogue, the record dispatcher, the configuration
 * schemas, readReading and the emulator are lookups over the list in `src/families/index.ts`.
 */
export interface FamilyModule<R = unknown> {
  family: DeviceFamily;
  /** The measurement domain whose maths, reports and viewer its records go to. */
  domain: MeasurementDomain;
  /** How the product shows it: names, picture, routes, equipment page, archive folder, texts. */
  presentation: FamilyPresentation;
  catalogue: {
    /** SPEC §3 type code. */
    type: DeviceType;
    name: string;
    familyLabel: FamilyLabel;
    /** SPEC §3: the last 3 characters of a serial or identifier that name this family. */
    serialEndings: readonly string[];
    /** Line-based command set (x… commands, `xad`, fileSize in the register list, 120 s data reads). */
    newGeneration: boolean;
    /** The version answer carries a Bluetooth module version. */
    bluetoothVersion: boolean;
    /** Firmware version assumed when the device does not report one. */
    defaultVersion: string;
    /** SPEC §3: register numbers shown as id − 1, zero-padded to 3 digits (ITEMP). */
    zeroBasedRegisters: boolean;
    /** The device can answer its power-on boot text instead of the version (ITEMP, SPEC §4). */
    powerOnReset: boolean;
  };
  record: {
    /** Parses a record text; throws DeviceError with a translation key naming the line. */
    parse(text: string): R;
    /** Writes a record text the parser reads back (the emulator's records). */
    format(record: R): string;
    /**
     * Optional fast path: the record straight from its UTF-8 bytes, or undefined to let the text
     * parser decide (and give every error). Equal to `parse` wherever it answers. It throws one
     * error, `parse`'s own: recordsMissing, for a record whose every line it read cleanly but whose
     * rows are fewer than its header declares (a copy cut short at a line's end).
     */
    scanBytes?(bytes: Uint8Array): R | undefined;
    /**
     * Optional: scanBytes over the same bytes given in pieces, each cut after a line feed (the last
     * may end anywhere); `totalBytes` is their length (a smaller number may only make it undefined).
     * A record text is scanned so, a piece of it encoded at a time (records/text-pieces.ts).
     */
    scanPieces?(pieces: Iterable<Uint8Array>, totalBytes: number): R | undefined;
    /**
     * Optional: the header field declaring the record's number of `d` lines (`fields[field]` of its
     * first `line` line), for a family whose parser checks that number before reading its other
     * lines (AxPro's `s` lines): an excerpt of a record cut short then declares its own number, so
     * its last line is read (records/cut-record.ts).
     */
    rowCountField?: { readonly line: string; readonly field: number };
    /**
     * Optional SPEC §5 check of a whole file of this family before it is read or saved (DoseMax V2:
     * at least one line each of a, b, c, d and z); a file failing it gets the 'attention' alert.
     */
    validFile?(text: string): boolean;
    /**
     * Optional: validFile of the text `new TextDecoder().decode(bytes)` gives, read from the bytes
     * (a viewer's worker has the bytes; decoding a day's record for this check cost more than it).
     */
    validFileBytes?(bytes: Uint8Array): boolean;
  };
  config: {
    /** Ordered field descriptors of each configuration kind the family has. */
    fields: Partial<Record<ConfigKind, readonly FieldSpec[]>>;
    /** SPEC §5 device response completeness: minimum number of `;`-separated fields per kind. */
    minimumFields: Readonly<Record<ConfigKind, number>>;
    /** Records per register the device can store (the "number of records valid for the interval" rule). */
    capacity: number;
  };
  schedule: ScheduleFormat;
  emulator: {
    profile: DeviceProfile;
    /** Factory values that differ from the shared defaults (emulator/factory-settings.ts), by kind. */
    factoryOverrides: Partial<Record<ConfigKind, Readonly<Record<string, string>>>>;
    /** The device records audio, read with `ws` (DoseMaxV2). */
    audio: boolean;
  };
}

/** SPEC §5 device response completeness, the rule most families follow. */
export const standardMinimumFields: Readonly<Record<ConfigKind, number>> = {
  config: 17,
  advanced: 17,
  maintenance: 13,
};
