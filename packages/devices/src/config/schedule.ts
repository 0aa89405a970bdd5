import type { DeviceFamily } from '../catalogue.ts';
import { familyModule } from '../families/index.ts';
import { parseDuration } from './duration.ts';
import { type DeviceSchedule, scheduleMinimum } from './schedule-formats.ts';
import type { FieldIssue } from './validate.ts';

export {
  type DeviceSchedule,
  daySchedule,
  type ScheduleDay,
  type ScheduleFormat,
  type ScheduleSlot,
  type ScheduleWindow,
  scheduleMinimum,
  slotSchedule,
} from './schedule-formats.ts';

/** Parses the `o` answer of a family (SPEC §5 completeness: 10 lines for DoseMaxV2, 91 fields otherwise). */
export function parseSchedule(family: DeviceFamily, lines: readonly string[]): DeviceSchedule {
  return familyModule(family).schedule.parse(lines);
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
  return familyModule(family).schedule.valueToLines(value);
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
