import type { DeviceFamily } from '../catalogue.ts';
import { formatAxPro } from '../families/axpro/record.ts';
import { formatCo2Pro } from '../families/co2pro/record.ts';
import { formatDoseMaxV2, formatDosimeterV1 } from '../families/dosimeter/format.ts';
import { formatItemp } from '../families/itemp/record.ts';
import { generateHotAfternoon, generateOfficeCo2, generateToolVibration } from './data/environment.ts';
import { generateNoiseShift } from './data/noise.ts';

export interface EmulatedRecord {
  register: number;
  /** Device local start time, "yyyy-MM-ddTHH:mm:ss". */
  start: string;
  description: string;
  text: string;
  /** DoseMaxV2 records: size of the recorded audio, bytes. */
  audioBytes: number;
}

export interface DeviceProfile {
  family: DeviceFamily;
  serialNumber: string;
  /** Empty for old firmware that does not report it (the session then uses the default). */
  firmware: string;
  bluetooth: string;
  records: (seed: number) => Omit<EmulatedRecord, 'register'>[];
}

const dosimeterRecords = (format: 'v1' | 'v2', serial: string, firmware: string) => (seed: number) => {
  const write = format === 'v1' ? formatDosimeterV1 : formatDoseMaxV2;
  const shift = generateNoiseShift({
    seed,
    serialNumber: serial,
    firmware: firmware || undefined,
    format,
    start: '2026-03-10T07:00:00',
    durationSeconds: 8 * 3600 + 48 * 60,
    intervalSeconds: 5,
    bands: format === 'v2' ? 'third' : 'octave',
    pause: { start: 4 * 3600, end: 5 * 3600 },
    audioEvents: format === 'v2',
  });
  const press = generateNoiseShift({
    seed: seed + 1,
    serialNumber: serial,
    firmware: firmware || undefined,
    format,
    start: '2026-03-11T13:30:00',
    durationSeconds: 2 * 3600,
    intervalSeconds: 1,
    bands: 'none',
    baseLevel: 91,
    exchangeRate: 3,
  });
  const office = generateNoiseShift({
    seed: seed + 2,
    serialNumber: serial,
    firmware: firmware || undefined,
    format,
    start: '2026-03-12T09:00:00',
    durationSeconds: 15 * 60,
    intervalSeconds: 1,
    bands: 'none',
    baseLevel: 68,
  });
  const audioBytes = (r: typeof shift) => r.audio.reduce((max, e) => Math.max(max, e.end), 0);
  return [
    {
      start: shift.start,
      description: 'Turno caldeiraria',
      text: write(shift),
      audioBytes: audioBytes(shift),
    },
    { start: press.start, description: 'Prensa 3', text: write(press), audioBytes: 0 },
    { start: office.start, description: 'Escritorio', text: write(office), audioBytes: 0 },
  ];
};

export const profiles: Record<DeviceFamily, DeviceProfile> = {
  doseMax: {
    family: 'doseMax',
    serialNumber: '24010001201B',
    firmware: '1.2',
    bluetooth: '',
    records: dosimeterRecords('v1', '24010001201B', '1.2'),
  },
  dosePro: {
    family: 'dosePro',
    serialNumber: '23050004401A',
    firmware: '1.2',
    bluetooth: '',
    records: dosimeterRecords('v1', '23050004401A', '1.2'),
  },
  doseMaxV2: {
    family: 'doseMaxV2',
    serialNumber: '2409000310AA',
    firmware: '3.0.2',
    bluetooth: '1.1.0',
    records: dosimeterRecords('v2', '2409000310AA', '3.0.2'),
  },
  itemp: {
    family: 'itemp',
    serialNumber: '22110007804B',
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
            serialNumber: '22110007804B',
            start: r.start,
            durationSeconds: r.hours * 3600,
            intervalSeconds: r.interval,
          }),
        ),
      })),
  },
  axPro: {
    family: 'axPro',
    serialNumber: '24030001507A',
    firmware: '2.3.1',
    bluetooth: '1.0.4',
    records: (seed) =>
      [
        {
          start: '2026-02-05T08:10:00',
          seconds: 1800,
          interval: 1,
          evaluation: 'handArm' as const,
          description: 'Esmerilhadeira',
        },
        {
          start: '2026-02-05T10:00:00',
          seconds: 3600,
          interval: 2,
          evaluation: 'wholeBody' as const,
          description: 'Empilhadeira',
        },
      ].map((r, i) => ({
        start: r.start,
        description: r.description,
        audioBytes: 0,
        text: formatAxPro(
          generateToolVibration({
            seed: seed + i,
            serialNumber: '24030001507A',
            firmware: '2.3.1',
            start: r.start,
            durationSeconds: r.seconds,
            intervalSeconds: r.interval,
            evaluationType: r.evaluation,
          }),
        ),
      })),
  },
  co2Pro: {
    family: 'co2Pro',
    serialNumber: '24060002208A',
    firmware: '2.1.0',
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
            serialNumber: '24060002208A',
            firmware: '2.1.0',
            start: r.start,
            durationSeconds: r.seconds,
            intervalSeconds: r.interval,
          }),
        ),
      })),
  },
};
