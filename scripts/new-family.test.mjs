// npm run new-family, run into a temporary copy of the two packages it touches: it creates files
// only in the new family's folder, changes only the lists (at most 4 lines each), and the copy
// type-checks and reads the new family's emulator record under its display name. Families in
// other places of the repository are caught by the no-family-literal rule of check-boundaries.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { familyLists, newFamily } from './new-family.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const temps = [];

/** A copy of contracts and devices (the rest linked) that the generator may change. */
function copyOfRepository() {
  const base = mkdtempSync(join(tmpdir(), 'ohp-new-family-'));
  temps.push(base);
  cpSync(join(root, 'tsconfig.base.json'), join(base, 'tsconfig.base.json'));
  for (const pkg of ['contracts', 'devices']) {
    cpSync(join(root, 'packages', pkg), join(base, 'packages', pkg), {
      recursive: true,
      filter: (src) => !src.includes('node_modules'),
    });
  }
  for (const pkg of ['i18n', 'exposure'])
    symlinkSync(join(root, 'packages', pkg), join(base, 'packages', pkg));
  mkdirSync(join(base, 'node_modules', '@ohp'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@ohp') symlinkSync(join(root, 'node_modules', entry), join(base, 'node_modules', entry));
  }
  for (const pkg of ['contracts', 'devices', 'i18n', 'exposure'])
    symlinkSync(join(base, 'packages', pkg), join(base, 'node_modules', '@ohp', pkg));
  return base;
}

/** Lines of `after` not in `before` plus lines of `before` not in `after`. */
function changedLines(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((l) => !a.includes(l)).length + a.filter((l) => !b.includes(l)).length;
}

/**
 * `wanted`, or the nearest options the repository as it is accepts: after `npm run new-family` made
 * co2ProMini (code 7, ending 09A), these tests make co2ProMiniT1 with the next free code and ending.
 */
function free(wanted) {
  const dir = join(root, 'packages/devices/src/families');
  const types = readFileSync(join(root, familyLists.typeCodes), 'utf8');
  const indexes = readdirSync(dir)
    .map((f) => join(dir, f, 'index.ts'))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  let { family, name } = wanted;
  for (let n = 1; existsSync(join(dir, family)); n++) {
    family = `${wanted.family}T${n}`;
    name = `${wanted.name} T${n}`;
  }
  let code = Number(wanted.code);
  while (new RegExp(`:\\s*${code},`).test(types)) code++;
  let ending = wanted['serial-ending'];
  for (let i = 0; indexes.includes(`'${ending}'`); i++)
    ending = `${ending.slice(0, 2)}${'0123456789ABCDEF'[i % 16]}`;
  return { ...wanted, family, name, code: String(code), 'serial-ending': ending };
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe.each([
  free({ from: 'co2Pro', family: 'co2ProMini', code: '7', name: 'CO2Pro Mini', 'serial-ending': '09A' }),
  free({ from: 'doseMaxV2', family: 'doseMaxV3', code: '8', name: 'DoseMax V3', 'serial-ending': '0AB' }),
])('new-family --from $from --family $family', (options) => {
  it('adds a folder and one line per list; the copy type-checks and reads the new family by name', () => {
    const base = copyOfRepository();
    const before = Object.fromEntries(
      Object.values(familyLists).map((file) => [file, readFileSync(join(base, file), 'utf8')]),
    );
    const { created, changed } = newFamily(options, base);
    const folder = `packages/devices/src/families/${options.family}/`;
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((file) => file.startsWith(folder))).toBe(true);
    expect(changed.sort()).toEqual(Object.values(familyLists).sort());
    for (const file of changed) {
      const lines = changedLines(before[file], readFileSync(join(base, file), 'utf8'));
      expect([file, lines > 0 && lines <= 4]).toEqual([file, true]);
    }

    const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'packages/devices'], {
      cwd: base,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');

    // The emulator's first record of the new family, read back: its family and display name.
    const probe = `
      import { familyDisplayName, familyModule, readReading, typeOfFamily } from '@ohp/devices';
      const m = familyModule(${JSON.stringify(options.family)});
      const [first] = m.emulator.profile.records(1);
      const read = readReading(first.text);
      console.log(JSON.stringify({ ok: read.ok, family: read.ok ? read.data.family : read.reason,
        domain: read.ok ? read.data.domain : null, name: familyDisplayName(m.family), type: typeOfFamily(m.family) }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      cwd: base,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const domain = options.from === 'co2Pro' ? 'co2' : 'noise';
    expect(JSON.parse(run.stdout)).toEqual({
      ok: true,
      family: options.family,
      domain,
      name: options.name,
      type: Number(options.code),
    });
  }, 180_000);
});

describe('new-family refuses', () => {
  const base = copyOfRepository();
  const ok = free({
    from: 'co2Pro',
    family: 'co2ProMini',
    code: '7',
    name: 'CO2Pro Mini',
    'serial-ending': '09A',
  });
  it.each([
    [{ ...ok, from: 'nothing' }, /no such family/],
    [{ ...ok, family: 'co2Pro' }, /already exists/],
    [{ ...ok, family: 'Co2-mini' }, /camelCase/],
    [{ ...ok, code: '5' }, /already taken/],
    [{ ...ok, 'serial-ending': '08A' }, /already names co2Pro/],
    [{ ...ok, 'serial-ending': '08' }, /exactly 3/],
  ])('%o', (options, message) => {
    expect(() => newFamily(options, base)).toThrow(message);
  });
});
