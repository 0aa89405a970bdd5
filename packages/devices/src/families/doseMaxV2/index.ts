import { slotSchedule } from '../../config/schedule-formats.ts';
import { defaultVersions } from '../../constants.ts';
import { texts } from './texts.ts';
import { type FamilyModule, standardMinimumFields } from '../../family-module.ts';
import { doseMaxV2AdvancedFields, doseMaxV2Fields } from '../dosimeter/config-fields.ts';
import { dosimeterRecords } from '../dosimeter/emulator-records.ts';
import { formatDoseMaxV2 } from '../dosimeter/format.ts';
import { isValidDoseMaxV2Bytes, isValidDoseMaxV2File, parseDoseMaxV2 } from '../dosimeter/parse.ts';
import { scanDosimeterBytes, scanDosimeterChunks } from '../dosimeter/scan-bytes.ts';
import type { DosimeterRecord } from '../dosimeter/types.ts';

const serialNumber = '2409000310AA';

/** DoseMax V2: new-generation noise dosimeter with audio recording (SPEC §3 type 6). */
export const doseMaxV2: FamilyModule<DosimeterRecord> = {
  family: 'doseMaxV2',
  domain: 'noise',
  presentation: {
    displayName: 'DoseMax V2',
    shortName: 'V2',
    image: { folder: 'dose-max-v2', icon: 'ear', from: '#5b3cc4', to: '#8b6cf0' },
    routes: { list: 'dosimetro-v2', viewer: 'dosimetro-v2' },
    equipment: [{ slug: 'dosemax-v2', menuKey: 'dosimeterV2' }],
    archiveFolder: 'DoseMax V2',
    summary: { header: [], columns: [] },
    texts,
  },
  catalogue: {
    type: 6,
    name: 'DoseMaxV2',
    familyLabel: 'dosimeter',
    serialEndings: ['0AA'],
    newGeneration: true,
    bluetoothVersion: true,
    defaultVersion: defaultVersions.other,
    zeroBasedRegisters: false,
    powerOnReset: false,
  },
  record: {
    parse: parseDoseMaxV2,
    format: formatDoseMaxV2,
    scanBytes: (bytes) => scanDosimeterBytes(bytes, 'v2'),
    scanPieces: (pieces, totalBytes) => scanDosimeterChunks(pieces, totalBytes, 'v2'),
    validFile: isValidDoseMaxV2File,
    validFileBytes: isValidDoseMaxV2Bytes,
  },
  config: {
    fields: { config: doseMaxV2Fields, advanced: doseMaxV2AdvancedFields },
    minimumFields: { ...standardMinimumFields, config: 11 },
    capacity: 86_400,
  },
  schedule: slotSchedule,
  emulator: {
    profile: {
      family: 'doseMaxV2',
      serialNumber,
      firmware: '3.0.2',
      bluetooth: '1.1.0',
      records: dosimeterRecords('v2', serialNumber, '3.0.2'),
    },
    factoryOverrides: { advanced: { octaveBand: 'third' } },
    audio: true,
  },
};
