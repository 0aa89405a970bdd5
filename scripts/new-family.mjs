#!/usr/bin/env node
// npm run new-family -- --from <family> --family <newFamily> --code <n> --name "<Display name>" --serial-ending <3 chars>
//
// A new device family in the same measurement domain as --from: its folder
// packages/devices/src/families/<newFamily>/ is a copy of the source's, renamed (identifiers, the
// family key, type code, serial ending, names, image folder, texts, emulator profile), and its one
// line is added to each list: the vocabulary, the SPEC §3 type codes and the modules list.
// Nothing else changes: everything else is built from those lists (docs/extending.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The lists a family is added to: file (from the repository root) → how its line is added. */
export const familyLists = {
  vocabulary: 'packages/contracts/src/vocabulary.ts',
  typeCodes: 'packages/devices/src/device-type.ts',
  modules: 'packages/devices/src/families/index.ts',
};

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fail(message) {
  throw new Error(`new-family: ${message}`);
}

/** Checks the options against the existing families; returns them normalised. */
export function checkOptions(options, base = root) {
  const { from, family, code, name } = options;
  const ending = options['serial-ending'];
  if (!from || !family || !code || !name || !ending)
    fail(
      'usage: --from <family> --family <newFamily> --code <n> --name "<Display name>" --serial-ending <3 chars>',
    );
  const dir = join(base, 'packages/devices/src/families');
  if (!existsSync(join(dir, from, 'index.ts'))) fail(`--from ${from}: no such family folder`);
  if (!/^[a-z][a-zA-Z0-9]*$/.test(family)) fail(`--family ${family}: use a camelCase name (e.g. co2ProMini)`);
  if (existsSync(join(dir, family))) fail(`--family ${family}: the folder already exists`);
  if (!/^\d+$/.test(code)) fail(`--code ${code}: a whole number (SPEC §3 type code)`);
  const types = readFileSync(join(base, familyLists.typeCodes), 'utf8');
  if (new RegExp(`:\\s*${Number(code)},`).test(types)) fail(`--code ${code}: already taken`);
  if (ending.length !== 3) fail(`--serial-ending ${ending}: exactly 3 characters`);
  for (const other of readdirSync(dir)) {
    const index = join(dir, other, 'index.ts');
    if (existsSync(index) && readFileSync(index, 'utf8').includes(`'${ending}'`))
      fail(`--serial-ending ${ending}: already names ${other}`);
  }
  return { from, family, code: Number(code), name: name.trim(), ending };
}

/** The identifiers a folder declares (its own names: only these are renamed, imported ones stay). */
function declaredNames(texts) {
  const names = new Set();
  for (const text of texts) {
    for (const m of text.matchAll(/\b(?:const|let|function|interface|type|class)\s+([A-Za-z_$][\w$]*)/g))
      names.add(m[1]);
  }
  return names;
}

/** The source module's current values that the copy replaces. */
function sourceFacts(indexText) {
  const display = /displayName: '([^']*)'/.exec(indexText)?.[1];
  const code = /\n\s+type: (\d+),/.exec(indexText)?.[1];
  const endings = [...(/serialEndings: \[([^\]]*)\]/.exec(indexText)?.[1] ?? '').matchAll(/'([^']*)'/g)].map(
    (m) => m[1],
  );
  return { display, code, endings };
}

function renameText(text, o, names, facts) {
  let out = text;
  const P = pascal(o.from);
  for (const id of names) {
    if (!id.includes(o.from) && !id.includes(P)) continue;
    const renamed = id.replace(o.from, o.family).replace(P, pascal(o.family));
    out = out.replace(new RegExp(`(?<![\\w$])${escapeRegExp(id)}(?![\\w$])`, 'g'), renamed);
  }
  out = out.replaceAll(`'${o.from}'`, `'${o.family}'`);
  out = out.replace(/(\n\s+type: )\d+,/, `$1${o.code},`);
  if (facts.code) {
    // A z-headed record names its type code in its first line (docs/protocol.md).
    out = out.replaceAll(`z;${facts.code};`, `z;${o.code};`);
    out = out.replaceAll(`openZRecord(text, '${facts.code}'`, `openZRecord(text, '${o.code}'`);
  }
  out = out.replace(/(\n\s+name: )'[^']*',/, `$1'${o.name}',`);
  out = out.replace(/serialEndings: \[[^\]]*\]/, `serialEndings: ['${o.ending}']`);
  for (const old of facts.endings) {
    // Serial numbers of the emulator profile end with the family's ending (SPEC §3).
    out = out.replace(new RegExp(`'(\\w{6,})${escapeRegExp(old.trim())}'`, 'g'), `'$1${o.ending}'`);
  }
  out = out.replace(/displayName: '[^']*'/, `displayName: '${o.name}'`);
  out = out.replace(/shortName: '[^']*'/, `shortName: '${o.name}'`);
  out = out.replace(/archiveFolder: '[^']*'/, `archiveFolder: '${o.name}'`);
  out = out.replace(/(image: \{ folder: )'[^']*'/, `$1'${kebab(o.family)}'`);
  if (facts.display) out = out.replaceAll(`label: '${facts.display}'`, `label: '${o.name}'`);
  if (facts.display) out = out.replaceAll(`/** ${facts.display}:`, `/** ${o.name}:`);
  out = out.replace(/\(SPEC §3 type \d+\)/g, `(SPEC §3 type ${o.code})`);
  return out;
}

/** Adds the new family's line to each list; returns the changed files. */
function addToLists(o, base) {
  const edit = (file, change) => {
    const path = join(base, file);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    if (after === before) fail(`could not add ${o.family} to ${file}`);
    writeFileSync(path, after);
  };
  edit(familyLists.vocabulary, (t) =>
    t.replace(
      /(export const deviceFamilies = \[\n(?: {2}'\w+',\n)*)(\] as const;)/,
      `$1  '${o.family}',\n$2`,
    ),
  );
  edit(familyLists.typeCodes, (t) => t.replace(/(\n)(\} as const;)/, `\n  ${o.family}: ${o.code},\n$2`));
  edit(familyLists.modules, (t) =>
    t
      .replace(
        /(import \{ \w+ \} from '\.\/\w+\/index\.ts';\n)(?!import \{ \w+ \} from '\.\/\w+\/index\.ts';)/,
        `$1import { ${o.family} } from './${o.family}/index.ts';\n`,
      )
      .replace(/(const modules = \[\n(?: {2}\w+,\n)*)(\] as const;)/, `$1  ${o.family},\n$2`),
  );
  return Object.values(familyLists);
}

/**
 * A new file's text formatted as `npm run lint` wants it (a renamed identifier can make a line too
 * long), with the repository's Biome settings: Biome reads it from stdin under its path in the tree.
 */
function formatted(path, text) {
  const run = spawnSync('npx', ['--no-install', 'biome', 'format', `--stdin-file-path=${path}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) fail(`could not format ${path}: ${(run.stderr || run.stdout).trim().slice(-300)}`);
  return run.stdout;
}

/** Creates the family; returns the created and the changed files (paths from `base`). */
export function newFamily(options, base = root) {
  const o = checkOptions(options, base);
  const dir = join(base, 'packages/devices/src/families');
  const source = join(dir, o.from);
  const target = join(dir, o.family);
  const files = readdirSync(source).filter((f) => f.endsWith('.ts'));
  const texts = files.map((f) => readFileSync(join(source, f), 'utf8'));
  const names = declaredNames(texts);
  const facts = sourceFacts(readFileSync(join(source, 'index.ts'), 'utf8'));
  mkdirSync(target);
  const created = files.map((f, i) => {
    const file = f.replaceAll(o.from, o.family);
    const path = `packages/devices/src/families/${o.family}/${file}`;
    writeFileSync(join(target, file), formatted(path, renameText(texts[i], o, names, facts)));
    return path;
  });
  return { created, changed: addToLists(o, base) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      family: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      'serial-ending': { type: 'string' },
    },
  });
  try {
    const { created, changed } = newFamily(values);
    process.stdout.write(
      `Created:\n  ${created.join('\n  ')}\nAdded one line to:\n  ${changed.join('\n  ')}\n`,
    );
    process.stdout.write('Next: npm run typecheck && npm run lint && npm test\n');
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
