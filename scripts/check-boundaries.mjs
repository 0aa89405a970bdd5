// The import rules of docs/extending.md, checked on every source file (`npm run lint`, `npm test`).
// Each failure names the importing file, the import and the rule it breaks. No dependencies: the
// TypeScript 7 compiler has no JavaScript API, so imports are read with a small scanner.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-output', '.git', 'drizzle']);
/** Libraries of the apps: the packages must stay usable from web, server and CLI alike. */
const APP_LIBRARIES =
  /^(react|react-dom|react-router|react-i18next|fastify|@fastify\/.*|@mantine\/.*|@tanstack\/.*|@tabler\/.*|drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
/** Globals of the browser; inside the packages only the Web Serial transport and its emulator use them. */
const DOM_GLOBALS =
  /(?<![.\w$])(window|document|navigator|localStorage|sessionStorage|indexedDB)\.|\bnew\s+(HTMLElement|Image|Worker)\b/g;
/(?<![.\w$'"`])(window|document|navigator|localStorage|sessionStorage|indexedDB)\.|\bnew\s+(HTMLElement|Image|Worker)\b/;
/(?<![.\w$'"`])(window|document|navigator|localStorage|sessionStorage|HTMLElement|indexedDB)\s*[.[(]/;
const DOM_ALLOWED = [
  /^packages\/devices\/src\/transport\/web-serial/,
  /^packages\/devices\/src\/emulator\/web-serial-port/,
];
/** `globalThis.window`, `globalThis['document']`: the same globals reached through globalThis. */
const DOM_THROUGH_GLOBAL_THIS =
  /\bglobalThis\s*(?:\.\s*|\[\s*['"])(window|document|navigator|localStorage|sessionStorage|indexedDB)\b/;
/** SQL text: a drizzle `sql` template, or a statement keyword pair in a string. */
const SQL_TEXT =
  /\bsql(?:\.raw)?\s*[`(]|['"`]\s*(?:SELECT\s[\s\S]{0,80}?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(?:TABLE|INDEX|FUNCTION))\b/i;
/** Where the server may write SQL: its repositories and its database folder. */
const SQL_ALLOWED = [/^apps\/server\/src\/.*-repository\.ts$/, /^apps\/server\/src\/db\//];
/** The family modules and the vocabulary: the only places that write a family's id or name. */
const FAMILY_HOME = [/^packages\/devices\/src\/families\//, /^packages\/contracts\/src\/vocabulary\.ts$/];
/**
 * Files that still name a family (written before the rule; each to move into its family module:
 * docs/family-modules.md). The list may only shrink: a new file naming a family fails.
 */
const FAMILY_LITERAL_PENDING = new Set([]);
/** The web app's entry: what it imports statically is the sign-in page's download (issue 17's budget). */
const WEB_ENTRY = 'apps/web/src/main.tsx';
/**
 * Packages that belong to the signed-in screens' chunks, never to the entry's: the family modules'
 * parsers and scanners, the norms, the reports and eSocial, the charts and the PDF maker (the sign-in
 * page grew 183 → 211 KB once when a shared config file read its routes from the family modules).
 */
const NOT_IN_WEB_ENTRY = /^(@ohp\/(devices|exposure|reports|esocial)|echarts|pdfmake)(\/|$)/;
const TEST_FILE = /\.(test|e2e|bench)\.(ts|tsx|mjs)$|^(e2e|bench)\/|\/test-[\w-]+\.ts$|\/testing\//;
/** Web code outside the features: it must not know any feature (features → shared, never back). */
const WEB_SHARED = /^apps\/web\/src\/(components|lib|hooks|config|stores|testing|styles|utils)\//;

export const rules = {
  'package-imports-app': 'a package imports an app (packages know nothing of apps/)',
  'package-imports-framework': 'a package imports React, Fastify or another app library',
  'package-uses-dom': 'a package uses the browser DOM outside the Web Serial transport',
  'feature-imports-feature': 'a web feature imports another feature (share through lib/ or the app layer)',
  'shared-imports-feature': 'shared web code imports a feature',
  'feature-imports-app': 'a web feature imports the app layer (apps/web/src/app): the app composes features',
  'shared-imports-app': 'shared web code imports the app layer (apps/web/src/app)',
  'family-literal':
    "a family's id or display name written outside packages/devices/src/families/ (read it from the family module)",
  'sql-outside-repository': 'SQL outside a *-repository.ts file or the db/ folder of the server',
  'self-import': 'a package imports its own entry point (import the file that defines the name)',
  'entry-cycle':
    "a package file imports one of its package's entry points that leads back to it (type-only imports count)",
  'deep-import': "an import past a package's declared entry points",
  'undeclared-dependency': 'a workspace imports a package its package.json does not declare',
  'heavy-web-entry':
    "the web app's entry reaches a screen's package through static imports (load it in a screen's chunk: import())",
  cycle: 'an import cycle',
};

function walk(dir, root, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path, root, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts'))
      out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/**
 * Imports of a source text, comments left out: `{ specifier, typeOnly, dynamic }` for import/export-from,
 * side-effect and dynamic imports and require (`dynamic`: an `import()`, a chunk of its own in the
 * web build). Type-only imports vanish at run time, so they do not make cycles.
 */
export function importsOf(code) {
  const text = stripComments(code);
  const found = [];
  const from = /(?<![\w$.])(import|export)\s+(type\s+)?([\w*${}\s,]*?)\bfrom\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(from)) {
    const names = m[3] ?? '';
    const allTypes =
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((n) => n.startsWith('type'));
    found.push({ specifier: m[4], typeOnly: Boolean(m[2]) || allTypes, dynamic: false });
  }
  const others = [
    [/(?<![\w$.'"-])import\s*['"]([^'"]+)['"]/g, false],
    [/(?<![\w$.])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g, true],
    [/(?<![\w$.])require\s*\(\s*['"]([^'"]+)['"]\s*\)/g, false],
  ];
  for (const [pattern, dynamic] of others)
    for (const m of text.matchAll(pattern)) found.push({ specifier: m[1], typeOnly: false, dynamic });
  return found;
}

/** The first browser global a text uses as one (`window.x`), strings and locally declared names aside. */
export function domGlobalUsed(code) {
  const text = stripComments(code).replace(
    /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g,
    "''",
  );
  const through = DOM_THROUGH_GLOBAL_THIS.exec(stripComments(code));
  if (through) return `globalThis.${through[1]}`;
  for (const m of text.matchAll(DOM_GLOBALS)) {
    const name = m[1] ?? m[2];
    const declared = new RegExp(
      `\\b(const|let|var|function|class)\\s+${name}\\b|[(,{]\\s*${name}\\s*[:,)}=?]`,
    );
    if (!declared.test(text)) return name;
  }
  return undefined;
}

function stripComments(code) {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');
}

function workspaces(root) {
  const list = [];
  for (const group of ['packages', 'apps']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) {
      const file = join(root, group, name, 'package.json');
      if (existsSync(file))
        list.push({ dir: `${group}/${name}`, pkg: JSON.parse(readFileSync(file, 'utf8')) });
    }
  }
  for (const dir of ['e2e', 'bench', 'scripts']) if (existsSync(join(root, dir))) list.push({ dir, pkg: {} });
  return list;
}

const declared = (pkg) => ({
  ...pkg.dependencies,
  ...pkg.devDependencies,
  ...pkg.optionalDependencies,
  ...pkg.peerDependencies,
});

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Is `subpath` ('.' or './x/y') one of the entry points the package's `exports` map names? */
function exported(pkg, subpath) {
  const exportsMap = pkg.exports;
  if (exportsMap === undefined || typeof exportsMap === 'string') return subpath === '.';
  // A wildcard entry ("./*") would make every file an entry point: it declares nothing.
  return Object.keys(exportsMap).some((key) => key === subpath);
}

function resolveRelative(root, from, specifier) {
  const base = resolve(root, dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit ? relative(root, hit).split(sep).join('/') : undefined;
}

const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Every violation of the rules in the tree at `root`: { file, specifier, rule, message }.
 * `notInWebEntry`: the packages the web entry must not load (a parameter for the tests).
 */
export function checkBoundaries(root, { notInWebEntry = NOT_IN_WEB_ENTRY } = {}) {
  const spaces = workspaces(root);
  const byName = new Map(spaces.filter((w) => w.pkg.name).map((w) => [w.pkg.name, w]));
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const spaceOf = (file) => spaces.find((w) => file.startsWith(`${w.dir}/`));
  const builtins = new Set(builtinModules);
  const violations = [];
  const graph = new Map();
  /** Static, non-type imports only: what a file's chunk loads with it. Bare specifiers kept apart. */
  const staticGraph = new Map();
  const staticPackages = new Map();
  /** Every relative import inside a package, type-only ones too: what an entry point reaches. */
  const typedGraph = new Map();
  const add = (file, specifier, rule) => violations.push({ file, specifier, rule, message: rules[rule] });

  const families = familyNames(root);
  const files = spaces.flatMap((w) => (existsSync(join(root, w.dir)) ? walk(join(root, w.dir), root) : []));
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8');
    const space = spaceOf(file);
    const inPackage = file.startsWith('packages/');
    const edges = [];
    graph.set(file, edges);
    const typedEdges = [];
    typedGraph.set(file, typedEdges);
    const staticEdges = [];
    staticGraph.set(file, staticEdges);
    const packagesUsed = [];
    staticPackages.set(file, packagesUsed);
    if (inPackage && !DOM_ALLOWED.some((re) => re.test(file)) && !/\.test\.tsx?$/.test(file)) {
      const global = domGlobalUsed(code);
      if (global) add(file, global, 'package-uses-dom');
    }
    if (!TEST_FILE.test(file)) {
      if (!FAMILY_HOME.some((re) => re.test(file)) && !FAMILY_LITERAL_PENDING.has(file)) {
        const literal = familyLiteralUsed(code, families);
        if (literal) add(file, literal, 'family-literal');
      }
      if (file.startsWith('apps/server/src/') && !SQL_ALLOWED.some((re) => re.test(file))) {
        const found = SQL_TEXT.exec(stripComments(code));
        if (found) add(file, found[0].trim(), 'sql-outside-repository');
      }
    }
    for (const { specifier, typeOnly, dynamic } of importsOf(code)) {
      const loadsWith = !typeOnly && !dynamic;
      const ownEntry = inPackage && !TEST_FILE.test(file);
      if (ownEntry && space?.pkg.name && packageName(specifier) === space.pkg.name)
        add(file, specifier, 'self-import');
      if (specifier.startsWith('.')) {
        const target = resolveRelative(root, file, specifier);
        if (!target) continue;
        if (ownEntry && space && isEntryPoint(space, target)) add(file, specifier, 'self-import');
        if (SOURCE.test(target) && !typeOnly) edges.push(target);
        if (SOURCE.test(target) && loadsWith) staticEdges.push(target);
        if (SOURCE.test(target) && spaceOf(target) === space) typedEdges.push(target);
        const targetSpace = spaceOf(target);
        if (inPackage && target.startsWith('apps/')) add(file, specifier, 'package-imports-app');
        else if (targetSpace && space && targetSpace !== space) add(file, specifier, 'deep-import');
        checkWeb(file, target, specifier, add);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier) || specifier.startsWith('virtual:'))
        continue;
      const name = packageName(specifier);
      const target = byName.get(name);
      if (loadsWith) packagesUsed.push(specifier);
      if (inPackage && target?.dir.startsWith('apps/')) add(file, specifier, 'package-imports-app');
      if (inPackage && APP_LIBRARIES.test(specifier)) add(file, specifier, 'package-imports-framework');
      if (target) {
        const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
        if (!exported(target.pkg, subpath)) add(file, specifier, 'deep-import');
        const entry = resolveEntry(root, target, subpath);
        if (entry && !typeOnly) edges.push(entry);
        // Not into a package the entry must not load: it is reported where it is first imported.
        if (entry && loadsWith && !notInWebEntry.test(specifier)) staticEdges.push(entry);
      }
      if (space?.pkg.name && target !== space) {
        const known = { ...declared(space.pkg), ...declared(rootPkg) };
        if (!(name in known)) add(file, specifier, 'undeclared-dependency');
      }
    }
  }
  for (const cycle of cyclesOf(graph)) add(cycle[0], cycle.join(' → '), 'cycle');
  for (const [file, path] of pathsFrom(staticGraph, WEB_ENTRY))
    for (const specifier of staticPackages.get(file) ?? [])
      if (notInWebEntry.test(specifier)) add(file, [...path, specifier].join(' → '), 'heavy-web-entry');
  for (const space of spaces.filter((w) => w.dir.startsWith('packages/')))
    for (const entry of entryPoints(space)) {
      for (const file of pathsFrom(typedGraph, entry).keys())
        if (file !== entry && !TEST_FILE.test(file) && typedGraph.get(file)?.includes(entry))
          add(file, `${file} → ${entry}`, 'entry-cycle');
    }
  return violations;
}

function checkWeb(file, target, specifier, add) {
  const from = featureOf(file);
  const to = featureOf(target);
  const toApp = target.startsWith('apps/web/src/app/');
  if (from && to && from !== to) add(file, specifier, 'feature-imports-feature');
  if (from && toApp) add(file, specifier, 'feature-imports-app');
  if (!from && WEB_SHARED.test(file) && to) add(file, specifier, 'shared-imports-feature');
  if (!from && WEB_SHARED.test(file) && toApp) add(file, specifier, 'shared-imports-app');
}

/** The files of every entry point a package's `exports` names. */
function entryPoints(space) {
  const exportsMap = space.pkg.exports;
  const values = typeof exportsMap === 'string' ? [exportsMap] : Object.values(exportsMap ?? {});
  return values
    .filter((v) => typeof v === 'string' && !v.includes('*'))
    .map((v) => `${space.dir}/${v.replace(/^\.\//, '')}`);
}

/** Each file `start` reaches through `graph` (none when `start` is not in it), with a shortest path to it. */
function pathsFrom(graph, start) {
  if (!graph.has(start)) return new Map();
  const paths = new Map([[start, [start]]]);
  const todo = [start];
  for (let i = 0; i < todo.length; i++)
    for (const next of graph.get(todo[i]) ?? [])
      if (!paths.has(next)) {
        paths.set(next, [...(paths.get(todo[i]) ?? []), next]);
        todo.push(next);
      }
  return paths;
}

/** Is `file` the main entry point ('.' of `exports`) of its own workspace? */
function isEntryPoint(space, file) {
  const exportsMap = space.pkg.exports;
  const main = typeof exportsMap === 'string' ? exportsMap : exportsMap?.['.'];
  return typeof main === 'string' && `${space.dir}/${main.replace(/^\.\//, '')}` === file;
}

/**
 * The family ids (deviceFamilies of the vocabulary) and display names (`displayName:` of the
 * family modules) of the tree; none when it has no vocabulary.
 */
export function familyNames(root) {
  const vocabulary = join(root, 'packages/contracts/src/vocabulary.ts');
  if (!existsSync(vocabulary)) return [];
  const list = /deviceFamilies\s*=\s*\[([^\]]*)\]/.exec(readFileSync(vocabulary, 'utf8'))?.[1] ?? '';
  const names = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const dir = join(root, 'packages/devices/src/families');
  for (const family of existsSync(dir) ? readdirSync(dir) : []) {
    const index = join(dir, family, 'index.ts');
    if (!existsSync(index)) continue;
    for (const m of readFileSync(index, 'utf8').matchAll(/displayName: '([^']+)'/g)) names.push(m[1]);
  }
  return names;
}

/** The first string literal of a text that is exactly a family id or display name. */
export function familyLiteralUsed(code, names) {
  if (names.length === 0) return undefined;
  const text = stripComments(code);
  for (const m of text.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) {
    const value = m[1] ?? m[2];
    if (names.includes(value)) return `'${value}'`;
  }
  return undefined;
}

function resolveEntry(root, target, subpath) {
  const value = typeof target.pkg.exports === 'object' ? target.pkg.exports[subpath] : undefined;
  if (typeof value !== 'string') return undefined;
  const path = join(root, target.dir, value);
  return existsSync(path) ? relative(root, path).split(sep).join('/') : undefined;
}

/** Strongly connected components of more than one file (Tarjan), each as a path through the cycle. */
function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (start) => {
    // Iterative Tarjan: deep import chains would overflow the call stack.
    const work = [[start, 0]];
    info.set(start, { index, low: index, onStack: true });
    index++;
    stack.push(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const next = edges[i];
        if (!graph.has(next)) continue;
        if (!info.has(next)) {
          info.set(next, { index, low: index, onStack: true });
          index++;
          stack.push(next);
          work.push([next, 0]);
        } else if (info.get(next).onStack) {
          info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
        }
        continue;
      }
      work.pop();
      const mine = info.get(node);
      if (work.length > 0) {
        const parent = info.get(work[work.length - 1][0]);
        parent.low = Math.min(parent.low, mine.low);
      }
      if (mine.low === mine.index) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          info.get(member).onStack = false;
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push([...component.sort(), component[0]]);
      }
    }
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}: ${v.rule}: ${v.message} (${v.specifier})`);
  console.log(
    violations.length === 0
      ? 'import boundaries: no violations'
      : `import boundaries: ${violations.length} violation(s)`,
  );
  process.exit(violations.length === 0 ? 0 : 1);
}
