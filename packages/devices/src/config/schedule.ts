import type { DeviceFamily } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';
import type { FieldIssue } from './validate.ts';
import { parseDuration } from './validate.ts';

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

function incomplete(received: number, required: number): DeviceError {
  return new DeviceError('incompleteAnswer', 'devices:protocol.incompleteSchedule', { received, required });
}

function invalid(line: number): DeviceError {
  return new DeviceError('invalidAnswer', 'devices:protocol.invalidSchedule', { line });
}

/** Parses the `o` answer of a family (SPEC §5 completeness: 10 lines for DoseMaxV2, 91 fields otherwise). */
export function parseSchedule(family: DeviceFamily, lines: readonly string[]): DeviceSchedule {
  if (family === 'doseMaxV2') {
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
  }
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
}

/** The value of the `s` command. */
export function serializeSchedule(schedule: DeviceSchedule): string {
  if (schedule.format === 'slots') {
    return [
      ...schedule.slots.map((s) => `${s.slot};${s.enabled ? 1 : 0};${s.weekdays};${s.start};${s.duration}`),
      ...schedule.extra,
    ].join('|');
  }
  const fields: string[] = [];
  for (const day of schedule.days) {
    fields.push(day.enabled ? '1' : '0');
    for (const w of day.windows) fields.push(w.start, w.duration, String(w.interval));
  }
  return [...fields, ...schedule.extra].join(';');
}

/** Splits an `s` value back into the lines of an `o` answer (used by the emulator). */
export function scheduleValueToLines(family: DeviceFamily, value: string): string[] {
  return family === 'doseMaxV2' ? value.split('|') : [value];
}

const isClock = (value: string) => {
  const minutes = parseDuration(value);
  return minutes !== undefined && minutes < 24 * 60;
};

/** Validation of a schedule before writing it (translation keys, like validateConfig). */
export function validateSchedule(schedule: DeviceSchedule): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const time = (field: string, value: string) => {
    if (!isClock(value)) issues.push({ field, key: 'devices:validation.time', values: {} });
  };
  if (schedule.format === 'slots') {
    if (schedule.slots.length < scheduleMinimum.doseMaxV2Lines) {
      issues.push({
        field: 'slots',
        key: 'devices:protocol.incompleteSchedule',
        values: { received: schedule.slots.length, required: 10 },
      });
    }
    schedule.slots.forEach((s, i) => {
      time(`slots.${i}.start`, s.start);
      time(`slots.${i}.duration`, s.duration);
      if (!Number.isInteger(s.weekdays) || s.weekdays < 0 || s.weekdays > 127) {
        issues.push({
          field: `slots.${i}.weekdays`,
          key: 'devices:validation.range',
          values: { min: 0, max: 127 },
        });
      }
    });
    return issues;
  }
  if (schedule.days.length !== 7) {
    issues.push({
      field: 'days',
      key: 'devices:protocol.incompleteSchedule',
      values: { received: schedule.days.length * 13, required: 91 },
    });
  }
  schedule.days.forEach((day, d) => {
    day.windows.forEach((w, i) => {
      time(`days.${d}.windows.${i}.start`, w.start);
      time(`days.${d}.windows.${i}.duration`, w.duration);
      if (!Number.isInteger(w.interval) || w.interval < 1 || w.interval > 60) {
        issues.push({
          field: `days.${d}.windows.${i}.interval`,
          key: 'devices:validation.range',
          values: { min: 1, max: 60 },
        });
      }
    });
  });
  return issues;
}
