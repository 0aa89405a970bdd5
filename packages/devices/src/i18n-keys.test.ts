import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasTranslation, languages } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { deviceFamilies } from './catalogue.ts';
import { type ConfigKind, configSchema } from './config/schemas.ts';
import { connectionErrorKeys, deviceErrorKey, knownDeviceErrorCodes } from './errors.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every translation key the package uses exists in pt-BR, en and es', () => {
  const keys = new Set<string>();
  for (const file of sources(import.meta.dirname)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'(devices:[a-zA-Z0-9.]+[a-zA-Z0-9])'/g)) keys.add(match[1] as string);
    for (const match of text.matchAll(/recordError\('([a-zA-Z]+)'/g)) keys.add(`devices:records.${match[1]}`);
  }
  for (const code of [...knownDeviceErrorCodes, 999]) keys.add(deviceErrorKey(code));
  for (const key of Object.values(connectionErrorKeys)) keys.add(key);
  for (const family of deviceFamilies) {
    for (const kind of ['config', 'advanced', 'maintenance'] as ConfigKind[]) {
      for (const field of configSchema(family, kind) ?? []) keys.add(field.labelKey);
    }
  }
  it('found the keys', () => {
    expect(keys.size).toBeGreaterThan(100);
  });
  for (const language of languages) {
    it(language, () => {
      expect([...keys].filter((key) => !hasTranslation(language, key))).toEqual([]);
    });
  }
});
