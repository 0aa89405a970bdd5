import { daySchedule } from '../../config/schedule-formats.ts';
import { defaultVersions } from '../../constants.ts';
import type { FamilyModule } from '../../family-module.ts';
import { texts } from './texts.ts';
import { axProAdvancedFields, axProFields, axProMaintenanceFields } from './config.ts';
import { generateVibration } from './generate.ts';
import { type AxProRecord, formatAxPro, parseAxPro } from './record.ts';
import { scanAxProBytes, scanAxProChunks } from './scan-bytes.ts';

const serialNumber = '24030001507A';
const firmware = '2.3.1';

/** AxPro: hand-arm and whole-body vibration meter (SPEC §3 type 4). */
export const axPro: FamilyModule<AxProRecord> = {
  family: 'axPro',
  domain: 'vibration',
  presentation: {
    displayName: 'AxPro',
    shortName: 'AxPro',
    image: { folder: 'ax-pro', icon: 'vibration', from: '#9f1239', to: '#e11d48' },
    routes: { list: 'ax-pro', viewer: 'device-ax-pro', components: 'ax-pro' },
    equipment: [{ slug: 'ax-pro', menuKey: 'axPro' }],
    archiveFolder: 'AxPro',
    summary: {
      header: [
        { label: 'firmware', field: 'firmware' },
        { label: 'evaluationType', field: 'evaluationType', translate: 'devices:screens.options.' },
        { label: 'factor', field: 'factor' },
      ],
      columns: [
        { column: 'x', field: 'x', digits: 3 },
        { column: 'y', field: 'y', digits: 3 },
        { column: 'z', field: 'z', digits: 3 },
      ],
    },
    texts,
  },
  catalogue: {
    type: 4,
    name: 'AxPro',
    familyLabel: 'axPro',
    serialEndings: ['07A', '7A '],
    newGeneration: true,
    bluetoothVersion: true,
    defaultVersion: defaultVersions.other,
    zeroBasedRegisters: false,
    powerOnReset: false,
  },
  record: {
    parse: parseAxPro,
    format: formatAxPro,
    scanBytes: scanAxProBytes,
    scanPieces: scanAxProChunks,
    // a;<date>;<time>;<interval>;<count>;… (record-frame.ts, declaredCount).
    rowCountField: { line: 'a', field: 3 },
  },
  config: {
    fields: { config: axProFields, advanced: axProAdvancedFields, maintenance: axProMaintenanceFields },
    // SPEC §5: AxPro answers 7 fields for config and advanced.
    minimumFields: { config: 7, advanced: 7, maintenance: 13 },
    capacity: 36_000,
  },
  schedule: daySchedule,
  emulator: {
    profile: {
      family: 'axPro',
      serialNumber,
      firmware,
      bluetooth: '1.0.4',
      records: (seed) =>
        [
          {
            start: '2026-02-05T08:10:00',
            seconds: 1800,
            interval: 1,
            evaluation: 'handArm' as const,
            description: 'Esmerilhadeira',
            bands: { resolution: 'third' as const, axis: 'all' as const },
          },
          {
            start: '2026-02-05T10:00:00',
            seconds: 3600,
            interval: 2,
            evaluation: 'wholeBody' as const,
            description: 'Empilhadeira',
            bands: { resolution: 'octave' as const, axis: 'all' as const },
          },
        ].map((r, i) => ({
          start: r.start,
          description: r.description,
          audioBytes: 0,
          text: formatAxPro(
            generateVibration({
              seed: seed + i,
              serialNumber,
              firmware,
              start: r.start,
              durationSeconds: r.seconds,
              intervalSeconds: r.interval,
              evaluationType: r.evaluation,
              bands: r.bands,
            }),
          ),
        })),
    },
    factoryOverrides: {
      config: { duration: '01:00' },
      advanced: { octaveBand: 'third', sensorType: 'triaxial' },
    },
    audio: false,
  },
};
