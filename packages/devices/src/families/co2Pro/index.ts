import { daySchedule } from '../../config/schedule-formats.ts';
import { defaultVersions } from '../../constants.ts';
import { texts } from './texts.ts';
import { type FamilyModule, standardMinimumFields } from '../../family-module.ts';
import { co2ProAdvancedFields, co2ProFields } from './config.ts';
import { generateOfficeCo2 } from './generate.ts';
import { type Co2ProRecord, formatCo2Pro, parseCo2Pro } from './record.ts';
import { scanCo2ProBytes } from './scan-bytes.ts';

const serialNumber = '24060002208A';
const firmware = '2.1.0';

/** CO2Pro: CO2, temperature and humidity logger (SPEC §3 type 5). */
export const co2Pro: FamilyModule<Co2ProRecord> = {
  family: 'co2Pro',
  domain: 'co2',
  presentation: {
    displayName: 'CO2Pro',
    shortName: 'CO2Pro',
    image: { folder: 'co2-pro', icon: 'wind', from: '#166534', to: '#4ade80' },
    routes: { list: 'co2pro', viewer: 'co2pro' },
    equipment: [{ slug: 'co2pro', menuKey: 'co2pro' }],
    archiveFolder: 'CO2Pro',
    summary: {
      header: [{ label: 'firmware', field: 'firmware' }],
      columns: [
        { column: 'co2', field: 'co2', digits: 0 },
        { column: 'temperature', field: 'temperature', digits: 1 },
        { column: 'humidity', field: 'humidity', digits: 0 },
      ],
    },
    texts,
  },
  catalogue: {
    type: 5,
    name: 'CO2Pro',
    familyLabel: 'co2Pro',
    serialEndings: ['08A'],
    newGeneration: true,
    bluetoothVersion: false,
    defaultVersion: defaultVersions.other,
    zeroBasedRegisters: false,
    powerOnReset: false,
  },
  record: { parse: parseCo2Pro, format: formatCo2Pro, scanBytes: scanCo2ProBytes },
  config: {
    fields: { config: co2ProFields, advanced: co2ProAdvancedFields },
    minimumFields: standardMinimumFields,
    capacity: 86_400,
  },
  schedule: daySchedule,
  emulator: {
    profile: {
      family: 'co2Pro',
      serialNumber,
      firmware,
      bluetooth: '',
      records: (seed) =>
        [
          { start: '2026-04-02T08:00:00', seconds: 10 * 3600, interval: 60, description: 'Sala de reuniao' },
          { start: '2026-04-03T08:00:00', seconds: 8 * 3600, interval: 30, description: 'Escritorio aberto' },
        ].map((r, i) => ({
          start: r.start,
          description: r.description,
          audioBytes: 0,
          text: formatCo2Pro(
            generateOfficeCo2({
              seed: seed + i,
              serialNumber,
              firmware,
              start: r.start,
              durationSeconds: r.seconds,
              intervalSeconds: r.interval,
            }),
          ),
        })),
    },
    factoryOverrides: { config: { duration: '10:00', interval: '60' } },
    audio: false,
  },
};
