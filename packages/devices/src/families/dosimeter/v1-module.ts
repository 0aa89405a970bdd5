import { daySchedule } from '../../config/schedule-formats.ts';
import { defaultVersions } from '../../constants.ts';
import type { FamilyPresentation } from '../../family-presentation.ts';
import type { DeviceType } from '../../device-type.ts';
import { type FamilyModule, standardMinimumFields } from '../../family-module.ts';
import { dosimeterV1Fields } from './config-fields.ts';
import { dosimeterRecords } from './emulator-records.ts';
import { formatDosimeterV1 } from './format.ts';
import { parseDosimeterV1 } from './parse.ts';
import { scanDosimeterBytes, scanDosimeterChunks } from './scan-bytes.ts';
import type { DosimeterRecord } from './types.ts';

/** DoseMax and DosePro share the first-generation record, commands and configuration. */
export function dosimeterV1Module(o: {
  family: 'doseMax' | 'dosePro';
  type: DeviceType;
  name: string;
  presentation: FamilyPresentation;
  serialEndings: readonly string[];
  serialNumber: string;
}): FamilyModule<DosimeterRecord> {
  return {
    family: o.family,
    domain: 'noise',
    presentation: o.presentation,
    catalogue: {
      type: o.type,
      name: o.name,
      familyLabel: 'dosimeter',
      serialEndings: o.serialEndings,
      newGeneration: false,
      bluetoothVersion: false,
      defaultVersion: defaultVersions.other,
      zeroBasedRegisters: false,
      powerOnReset: false,
    },
    record: {
      parse: parseDosimeterV1,
      format: formatDosimeterV1,
      scanBytes: (bytes) => scanDosimeterBytes(bytes, 'v1'),
      scanPieces: (pieces, totalBytes) => scanDosimeterChunks(pieces, totalBytes, 'v1'),
    },
    config: {
      fields: { config: dosimeterV1Fields },
      minimumFields: standardMinimumFields,
      capacity: 57_600,
    },
    schedule: daySchedule,
    emulator: {
      profile: {
        family: o.family,
        serialNumber: o.serialNumber,
        firmware: '1.2',
        bluetooth: '',
        records: dosimeterRecords('v1', o.serialNumber, '1.2'),
      },
      factoryOverrides: {},
      audio: false,
    },
  };
}
