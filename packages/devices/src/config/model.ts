import type { DeviceFamily } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';
import { type ConfigKind, configSchema, minimumFields } from './schemas.ts';

/** A configuration as read from or written to a device: values by field key, as wire strings. */
export interface DeviceConfig {
  family: DeviceFamily;
  kind: ConfigKind;
  values: Record<string, string>;
  /** Fields after the known ones, written back unchanged. */
  extra: string[];
}

function schemaOrThrow(family: DeviceFamily, kind: ConfigKind) {
  const schema = configSchema(family, kind);
  if (!schema) throw new DeviceError('unsupported', 'devices:protocol.unsupportedCommand', { family, kind });
  return schema;
}

/**
 * Parses a configuration answer (the lines before `OK`, joined by ';'). Fewer fields than SPEC §5
 * requires → DeviceError 'devices:protocol.incompleteConfig'.
 */
export function parseConfig(family: DeviceFamily, kind: ConfigKind, lines: readonly string[]): DeviceConfig {
  const schema = schemaOrThrow(family, kind);
  const joined = lines.filter((line) => line !== '').join(';');
  const fields = joined === '' ? [] : joined.split(';');
  const required = Math.max(minimumFields(family, kind), schema.length);
  if (fields.length < required) {
    throw new DeviceError('incompleteAnswer', 'devices:protocol.incompleteConfig', {
      received: fields.length,
      required,
    });
  }
  const values: Record<string, string> = {};
  schema.forEach((field, index) => {
    values[field.key] = (fields[index] ?? '').trim();
  });
  return { family, kind, values, extra: fields.slice(schema.length) };
}

/** The `;`-separated value written by y/xwca, xwma or xwh…a…. */
export function configFields(config: DeviceConfig): string[] {
  const schema = schemaOrThrow(config.family, config.kind);
  return [...schema.map((field) => config.values[field.key] ?? ''), ...config.extra];
}

export function serializeConfig(config: DeviceConfig): string {
  return configFields(config).join(';');
}
