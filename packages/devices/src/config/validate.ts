import type { DeviceFamily } from '../catalogue.ts';
import { parseDuration } from './duration.ts';
import type { FieldSpec } from './fields.ts';
import type { DeviceConfig } from './model.ts';
import { configSchema, recordCapacity } from './schemas.ts';

export { parseDuration };

/** A validation message: translation key plus interpolation values, attached to a field. */
export interface FieldIssue {
  field: string;
  key: string;
  values: Record<string, string | number>;
}

const formatMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const forbidden = /[;\r\n|]/;

/** Validates one value against its field spec; undefined when valid. */
export function validateField(field: FieldSpec, raw: string | undefined): FieldIssue | undefined {
  const value = (raw ?? '').trim();
  const issue = (key: string, values: Record<string, string | number> = {}): FieldIssue => ({
    field: field.key,
    key,
    values,
  });
  if (value === '' && field.kind !== 'text') return issue('devices:validation.required');
  switch (field.kind) {
    case 'int':
    case 'decimal': {
      const pattern = field.kind === 'int' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      if (!pattern.test(value)) return issue('devices:validation.mustBeNumber');
      const n = Number(value);
      if (n < (field.min ?? -Infinity) || n > (field.max ?? Infinity)) {
        return issue('devices:validation.range', { min: field.min ?? '', max: field.max ?? '' });
      }
      return undefined;
    }
    case 'enum':
      return field.options?.includes(value)
        ? undefined
        : issue('devices:validation.invalidOption', { options: (field.options ?? []).join(', ') });
    case 'bool':
      return value === '0' || value === '1'
        ? undefined
        : issue('devices:validation.invalidOption', { options: '0, 1' });
    case 'text':
      if (value.length > (field.maxLength ?? 600)) {
        return issue('devices:validation.maxLength', { max: field.maxLength ?? 600 });
      }
      return forbidden.test(value) ? issue('devices:validation.forbiddenCharacters') : undefined;
    case 'date': {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
      const d = match ? new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : undefined;
      const ok =
        d !== undefined &&
        match !== null &&
        d.getDate() === Number(match[1]) &&
        d.getMonth() === Number(match[2]) - 1;
      return ok ? undefined : issue('devices:validation.date');
    }
    case 'duration': {
      const minutes = parseDuration(value);
      const min = field.min ?? 1;
      const max = field.max ?? 0;
      if (minutes === undefined || minutes < min || minutes > max) {
        return issue('devices:validation.duration', { min: formatMinutes(min), max: formatMinutes(max) });
      }
      return undefined;
    }
  }
}

/**
 * SPEC §5: "the number of records must be valid for the chosen interval": the duration must be a
 * whole number of intervals and the count must fit in the device's memory.
 */
export function validateRecordCount(
  family: DeviceFamily,
  durationMinutes: number,
  intervalSeconds: number,
): FieldIssue | undefined {
  const seconds = durationMinutes * 60;
  const count = seconds / intervalSeconds;
  if (!Number.isInteger(count) || count < 1 || count > recordCapacity[family]) {
    return {
      field: 'interval',
      key: 'devices:validation.invalidRecordCount',
      values: { max: recordCapacity[family] },
    };
  }
  return undefined;
}

/** Every issue of a configuration (empty = valid, safe to write). */
export function validateConfig(config: DeviceConfig): FieldIssue[] {
  const schema = configSchema(config.family, config.kind) ?? [];
  const issues: FieldIssue[] = [];
  for (const field of schema) {
    const issue = validateField(field, config.values[field.key]);
    if (issue) issues.push(issue);
  }
  const durationMinutes = parseDuration(config.values.duration ?? '');
  const interval = Number(config.values.interval);
  if (
    config.kind === 'config' &&
    durationMinutes !== undefined &&
    !issues.some((i) => i.field === 'duration' || i.field === 'interval') &&
    Number.isInteger(interval)
  ) {
    const issue = validateRecordCount(config.family, durationMinutes, interval);
    if (issue) issues.push(issue);
  }
  return issues;
}
