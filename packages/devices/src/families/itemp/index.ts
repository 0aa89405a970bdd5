import { daySchedule } from '../../config/schedule-formats.ts';
import { defaultVersions } from '../../constants.ts';
import { texts } from './texts.ts';
import { type FamilyModule, standardMinimumFields } from '../../family-module.ts';
import { itempFields } from './config.ts';
import { generateHotAfternoon } from './generate.ts';
import { formatItemp, type ItempRecord, parseItemp } from './record.ts';
import { scanItempBytes } from './scan-bytes.ts';

const serialNumber = '22110007804B';

/** ITEMP: heat-stress meter, globe, dry- and wet-bulb temperatures (SPEC §3 type 3). */
export const itemp: FamilyModule<ItempRecord> = {
  family: 'itemp',
  domain: 'heat',
  presentation: {
    displayName: 'Itemp',
    shortName: 'Itemp',
    image: { folder: 'itemp', icon: 'temperature', from: '#c2410c', to: '#f59e0b' },
    routes: {
      list: 'itemp',
      samplesCsv: true,
      extraLists: ['itemp-simple'],
      viewer: 'itemp',
      components: 'itemp',
    },
    equipment: [
      { slug: 'itemp-simple', menuKey: 'itempSimple' },
      { slug: 'itemp-component', menuKey: 'itempComponent' },
    ],
    archiveFolder: 'Itemp',
    summary: {
      header: [],
      columns: [
        { column: 'globe', field: 'globe', digits: 1 },
        { column: 'dryBulb', field: 'dryBulb', digits: 1 },
        { column: 'wetBulb', field: 'wetBulb', digits: 1 },
        { column: 'humidity', field: 'humidity', digits: 0 },
      ],
    },
    texts,
  },
  catalogue: {
    type: 3,
    name: 'ITEMP',
    familyLabel: 'temperature',
    serialEndings: ['04B', '04A'],
    newGeneration: false,
    bluetoothVersion: false,
    defaultVersion: defaultVersions.itemp,
    zeroBasedRegisters: true,
    powerOnReset: true,
  },
  record: { parse: parseItemp, format: formatItemp, scanBytes: scanItempBytes },
  config: { fields: { config: itempFields }, minimumFields: standardMinimumFields, capacity: 57_600 },
  schedule: daySchedule,
  emulator: {
    profile: {
      family: 'itemp',
      serialNumber,
      firmware: '',
      bluetooth: '',
      records: (seed) =>
        [
          { start: '2026-01-20T13:00:00', hours: 4, interval: 60, description: 'Patio de carga' },
          { start: '2026-01-21T12:00:00', hours: 2, interval: 30, description: 'Cozinha industrial' },
        ].map((r, i) => ({
          start: r.start,
          description: r.description,
          audioBytes: 0,
          text: formatItemp(
            generateHotAfternoon({
              seed: seed + i,
              serialNumber,
              start: r.start,
              durationSeconds: r.hours * 3600,
              intervalSeconds: r.interval,
            }),
          ),
        })),
    },
    factoryOverrides: { config: { duration: '04:00', interval: '60' } },
    audio: false,
  },
};
