import type { DeviceProfile } from '../../emulator/emulated-record.ts';
import type { DosimeterFormat } from './assemble.ts';
import { formatDoseMaxV2, formatDosimeterV1 } from './format.ts';
import { generateNoiseShift } from './generate-noise-shift.ts';

/** The virtual dosimeters' records: a work shift with a lunch pause, a press, an office. */
export const dosimeterRecords =
  (format: DosimeterFormat, serial: string, firmware: string): DeviceProfile['records'] =>
  (seed) => {
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
