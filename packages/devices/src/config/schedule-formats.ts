import { DeviceError } from '../errors.ts';

/** DoseMaxV2 schedule: 10 slots, one line each (`o` answer lines, `s` value joined by '|'). */
export interface ScheduleSlot {
  slot: number;
  enabled: boolean;
  /** Bit 0 = Sunday … bit 6 = Saturday. */
  weekdays: number;
  start: string;
  duration: string;
}

/** Other families: 7 days × 13 fields = 91 fields (enabled + 4 × start, duration, interval). */
export interface ScheduleWindow {
  start: string;
  duration: string;
  interval: number;
}
export interface ScheduleDay {
  enabled: boolean;
  windows: ScheduleWindow[];
}

export type DeviceSchedule =
  | { format: 'slots'; slots: ScheduleSlot[]; extra: string[] }
  | { format: 'days'; days: ScheduleDay[]; extra: string[] };

export const scheduleMinimum = { doseMaxV2Lines: 10, fields: 91 } as const;
const windowsPerDay = 4;

/** How a family's device reads, writes and stores its schedule (a family module names one). */
export interface ScheduleFormat {
  /** Parses the `o` answer (SPEC §5 completeness), throwing DeviceError. */
  parse(lines: readonly string[]): DeviceSchedule;
  /** Splits an `s` value back into the lines of an `o` answer. */
  valueToLines(value: string): string[];
  /** The lines a device stores from an `s` value; undefined when too short (the device answers Err:22). */
  accept(value: string): string[] | undefined;
  /** Factory schedule of the virtual devices, as `o` answer lines. */
  factory(): string[];
}

function incomplete(received: number, required: number): DeviceError {
  return new DeviceError('incompleteAnswer', 'devices:protocol.incompleteSchedule', { received, required });
}

function invalid(line: number): DeviceError {
  return new DeviceError('invalidAnswer', 'devices:protocol.invalidSchedule', { line });
}

/** DoseMaxV2: 10 slot lines (SPEC §5). */
export const slotSchedule: ScheduleFormat = {
  parse(lines) {
    const nonEmpty = lines.filter((line) => line.trim() !== '');
    if (nonEmpty.length < scheduleMinimum.doseMaxV2Lines) {
      throw incomplete(nonEmpty.length, scheduleMinimum.doseMaxV2Lines);
    }
    const slots = nonEmpty.slice(0, scheduleMinimum.doseMaxV2Lines).map((line, index) => {
      const [slot = '', enabled = '', weekdays = '', start = '', duration = ''] = line.split(';');
      if (!/^\d+$/.test(slot) || !/^[01]$/.test(enabled) || !/^\d{1,3}$/.test(weekdays))
        throw invalid(index + 1);
      return { slot: Number(slot), enabled: enabled === '1', weekdays: Number(weekdays), start, duration };
    });
    return { format: 'slots', slots, extra: nonEmpty.slice(scheduleMinimum.doseMaxV2Lines) };
  },
  valueToLines: (value) => value.split('|'),
  accept(value) {
    const lines = value.split('|').filter((l) => l.trim() !== '');
    return lines.length < scheduleMinimum.doseMaxV2Lines ? undefined : lines;
  },
  factory: () =>
    Array.from(
      { length: 10 },
      (_, i) =>
        `${i + 1};${i === 0 ? 1 : 0};62;${i === 0 ? '07:00' : '00:00'};${i === 0 ? '08:48' : '00:00'}`,
    ),
};

/** The other families: 7 days × 13 fields on one line (SPEC §5). */
export const daySchedule: ScheduleFormat = {
  parse(lines) {
    const joined = lines.filter((line) => line !== '').join(';');
    const fields = joined === '' ? [] : joined.split(';');
    if (fields.length < scheduleMinimum.fields) throw incomplete(fields.length, scheduleMinimum.fields);
    const days: ScheduleDay[] = [];
    for (let day = 0; day < 7; day++) {
      const base = day * 13;
      const windows: ScheduleWindow[] = [];
      for (let w = 0; w < windowsPerDay; w++) {
        const at = base + 1 + w * 3;
        const interval = fields[at + 2] ?? '';
        if (!/^\d{1,3}$/.test(interval)) throw invalid(1);
        windows.push({ start: fields[at] ?? '', duration: fields[at + 1] ?? '', interval: Number(interval) });
      }
      const enabled = fields[base] ?? '';
      if (!/^[01]$/.test(enabled)) throw invalid(1);
      days.push({ enabled: enabled === '1', windows });
    }
    return { format: 'days', days, extra: fields.slice(scheduleMinimum.fields) };
  },
  valueToLines: (value) => [value],
  accept: (value) => (value.split(';').length < scheduleMinimum.fields ? undefined : [value]),
  factory() {
    const fields: string[] = [];
    for (let day = 0; day < 7; day++) {
      const weekday = day >= 1 && day <= 5;
      fields.push(weekday ? '1' : '0', weekday ? '07:00' : '00:00', weekday ? '08:48' : '00:00', '1');
      for (let w = 1; w < 4; w++) fields.push('00:00', '00:00', '1');
    }
    return [fields.join(';')];
  },
};
