import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deviceFamilies } from '../catalogue.ts';
import { familyModule, familyModules } from './index.ts';

// Folders under families/ that hold code shared by several families, not a family of their own.
const sharedFolders = ['dosimeter'];

describe('the family module list', () => {
  it('has one module per family of the vocabulary, in its own folder named after it', () => {
    expect(familyModules.map((m) => m.family).sort()).toEqual([...deviceFamilies].sort());
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !sharedFolders.includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...deviceFamilies].sort());
  });

  it('type codes, serial endings and image folders name one family each', () => {
    const types = familyModules.map((m) => m.catalogue.type);
    const endings = familyModules.flatMap((m) => m.catalogue.serialEndings);
    const images = familyModules.map((m) => m.presentation.image.folder);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(endings).size).toBe(endings.length);
    expect(new Set(images).size).toBe(images.length);
    expect(endings.every((end) => end.length === 3)).toBe(true);
  });

  it.each(deviceFamilies)('%s: the emulator profile is of its family, and its serial names it', (family) => {
    const module = familyModule(family);
    expect(module.emulator.profile.family).toBe(family);
    expect(module.catalogue.serialEndings).toContain(module.emulator.profile.serialNumber.slice(-3));
  });

  it.each(deviceFamilies)('%s: the writer writes what the parser reads back', (family) => {
    const { record } = familyModule(family);
    const records = familyModule(family).emulator.profile.records(7);
    const first = records.reduce((a, b) => (b.text.length < a.text.length ? b : a));
    const parsed = record.parse(first.text);
    expect(record.parse(record.format(parsed))).toEqual(parsed);
  });

  it('unknown families have no module', () => {
    expect(() => familyModule('dosimeter-v2' as never)).toThrow();
  });
});
