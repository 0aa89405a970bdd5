import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, domGlobalUsed, importsOf } from './check-boundaries.mjs';

let root;

/** A small monorepo: two packages, a server and a web app with two features. */
function tree(files) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const base = {
    'package.json': JSON.stringify({ name: 'root', devDependencies: { vitest: '*' } }),
    'packages/maths/package.json': JSON.stringify({ name: '@x/maths', exports: { '.': './src/index.ts' } }),
    'packages/maths/src/index.ts': "export * from './sum.ts';\n",
    'packages/maths/src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
    'packages/io/package.json': JSON.stringify({
      name: '@x/io',
      exports: { '.': './src/index.ts', './slim': './src/slim.ts' },
      dependencies: { '@x/maths': '*' },
    }),
    'packages/io/src/index.ts': "import { sum } from '@x/maths';\nexport const read = () => sum(1, 2);\n",
    'packages/io/src/slim.ts': 'export const slim = 1;\n',
    'apps/server/package.json': JSON.stringify({ name: '@x/server', dependencies: { fastify: '*' } }),
    'apps/server/src/app.ts': "import Fastify from 'fastify';\nexport const app = Fastify();\n",
    'apps/web/package.json': JSON.stringify({ name: '@x/web', dependencies: { '@x/io': '*', react: '*' } }),
    'apps/web/src/features/a/view.tsx':
      "import { read } from '@x/io';\nimport { slim } from '@x/io/slim';\nexport const A = () => read() + slim;\n",
    'apps/web/src/features/b/view.tsx':
      "import { useState } from 'react';\nexport const B = () => useState(0);\n",
    'apps/web/src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const rulesOf = (dir) => checkBoundaries(dir).map((v) => `${v.file}: ${v.rule}`);

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkBoundaries', () => {
  it('passes a tree that keeps the rules', () => {
    expect(rulesOf(tree({}))).toEqual([]);
  });

  it('names the file and the rule of each planted bad import', () => {
    const found = rulesOf(
      tree({
        'packages/maths/src/app.ts':
          "import { app } from '../../../apps/server/src/app.ts';\nexport { app };\n",
        'packages/maths/src/ui.ts': "import { useState } from 'react';\nexport { useState };\n",
        'packages/maths/src/server.ts': "import Fastify from 'fastify';\nexport { Fastify };\n",
        'packages/maths/src/dom.ts': 'export const width = () => window.innerWidth;\n',
        'apps/web/src/features/a/uses-b.tsx': "import { B } from '../b/view.tsx';\nexport { B };\n",
        'apps/web/src/lib/uses-a.ts': "import { A } from '../features/a/view.tsx';\nexport { A };\n",
        'apps/web/src/features/b/deep.ts': "import { sum } from '@x/maths/src/sum.ts';\nexport { sum };\n",
        'apps/server/src/undeclared.ts': "import { read } from '@x/io';\nexport { read };\n",
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'packages/maths/src/app.ts: package-imports-app',
        'packages/maths/src/ui.ts: package-imports-framework',
        'packages/maths/src/server.ts: package-imports-framework',
        'packages/maths/src/dom.ts: package-uses-dom',
        'apps/web/src/features/a/uses-b.tsx: feature-imports-feature',
        'apps/web/src/lib/uses-a.ts: shared-imports-feature',
        'apps/web/src/features/b/deep.ts: deep-import',
        'apps/web/src/features/b/deep.ts: undeclared-dependency',
        'apps/server/src/undeclared.ts: undeclared-dependency',
      ]),
    );
  });

  it('names each planted violation of the app-layer, family, SQL, DOM and own-entry rules', () => {
    const found = rulesOf(
      tree({
        'apps/web/src/app/provider.tsx': 'export const Provider = () => null;\n',
        'apps/web/src/features/a/uses-app.tsx':
          "import { Provider } from '../../app/provider.tsx';\nexport { Provider };\n",
        'apps/web/src/testing/render.tsx':
          "import { Provider } from '../app/provider.tsx';\nexport { Provider };\n",
        'apps/web/src/components/uses-app.tsx':
          "import { Provider } from '../app/provider.tsx';\nexport { Provider };\n",
        'packages/contracts/src/vocabulary.ts': "export const deviceFamilies = ['gasPro'] as const;\n",
        'packages/devices/src/families/gasPro/index.ts':
          "export const gasPro = { family: 'gasPro', displayName: 'GasPro X' };\n",
        'apps/web/src/lib/names.ts': "export const name = 'GasPro X';\n",
        'apps/server/src/features/x/x-service.ts': "export const isGas = (f: string) => f === 'gasPro';\n",
        'apps/server/src/features/x/x-routes.ts':
          "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n",
        'apps/server/src/features/x/x-helpers.ts':
          "export const q = 'DELETE FROM measurements WHERE id = $1';\n",
        'packages/maths/src/global-dom.ts': 'export const w = () => globalThis.window?.innerWidth;\n',
        'packages/maths/src/own-entry.ts':
          "import { sum } from './index.ts';\nexport const twice = (a: number) => sum(a, a);\n",
        'packages/io/src/own-name.ts': "import { slim } from '@x/io/slim';\nexport { slim };\n",
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'apps/web/src/features/a/uses-app.tsx: feature-imports-app',
        'apps/web/src/testing/render.tsx: shared-imports-app',
        'apps/web/src/components/uses-app.tsx: shared-imports-app',
        'apps/web/src/lib/names.ts: family-literal',
        'apps/server/src/features/x/x-service.ts: family-literal',
        'apps/server/src/features/x/x-routes.ts: sql-outside-repository',
        'apps/server/src/features/x/x-helpers.ts: sql-outside-repository',
        'packages/maths/src/global-dom.ts: package-uses-dom',
        'packages/maths/src/own-entry.ts: self-import',
        'packages/io/src/own-name.ts: self-import',
      ]),
    );
    // The family's own folder, the vocabulary and tests may name it; repositories may hold SQL.
    expect(found.filter((v) => v.includes('families/') || v.includes('vocabulary'))).toEqual([]);
  });

  it('lets a repository hold SQL and a test name a family', () => {
    const found = rulesOf(
      tree({
        'packages/contracts/src/vocabulary.ts': "export const deviceFamilies = ['gasPro'] as const;\n",
        'apps/server/src/features/x/x-repository.ts':
          "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n",
        'apps/server/src/features/x/x.test.ts': "export const f = 'gasPro';\n",
      }),
    );
    expect(found.filter((v) => v.includes('sql-outside') || v.includes('family-literal'))).toEqual([]);
  });

  it('counts a wildcard export as no entry point', () => {
    const found = rulesOf(
      tree({
        'packages/maths/package.json': JSON.stringify({
          name: '@x/maths',
          exports: { '.': './src/index.ts', './*': './src/*.ts' },
        }),
        'packages/io/src/deep.ts': "import { sum } from '@x/maths/sum';\nexport { sum };\n",
      }),
    );
    expect(found).toEqual(['packages/io/src/deep.ts: deep-import']);
  });

  it('finds an import cycle, and ignores one made only of type imports', () => {
    const cyclic = tree({
      'packages/maths/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'packages/maths/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(rulesOf(cyclic)).toEqual(['packages/maths/src/a.ts: cycle']);
    rmSync(cyclic, { recursive: true, force: true });
    const typesOnly = tree({
      'packages/maths/src/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
      'packages/maths/src/b.ts': "import { type A } from './a.ts';\nexport interface B { a?: A }\n",
    });
    expect(rulesOf(typesOnly)).toEqual([]);
  });

  it("finds a type-only cycle through a package's own entry point, and lets a file use a leaf entry", () => {
    const cyclic = tree({
      'packages/io/src/slim.ts': "export type { Row } from './row.ts';\nexport const slim = 1;\n",
      'packages/io/src/row.ts':
        "import type { slim } from './slim.ts';\nexport interface Row { s: typeof slim }\n",
    });
    expect(rulesOf(cyclic)).toEqual(['packages/io/src/row.ts: entry-cycle']);
    rmSync(cyclic, { recursive: true, force: true });
    const leaf = tree({
      'packages/io/src/row.ts':
        "import type { slim } from './slim.ts';\nexport interface Row { s: typeof slim }\n",
    });
    expect(rulesOf(leaf)).toEqual([]);
  });
});

describe("the web entry's static imports", () => {
  const heavy = { notInWebEntry: /^@x\/io(\/|$)/ };
  const web = {
    'apps/web/src/main.tsx': "import { routes } from './config/routes.ts';\nexport { routes };\n",
    'apps/web/src/config/routes.ts': "export const routes = ['/'];\n",
  };
  const found = (files) =>
    checkBoundaries(tree({ ...web, ...files }), heavy)
      .filter((v) => v.rule === 'heavy-web-entry')
      .map((v) => `${v.file}: ${v.specifier}`);

  it('names the file that brings a screen package into the entry, with the chain to it', () => {
    expect(
      found({
        'apps/web/src/config/routes.ts': "import { read } from '@x/io';\nexport const routes = [read()];\n",
      }),
    ).toEqual([
      'apps/web/src/config/routes.ts: apps/web/src/main.tsx → apps/web/src/config/routes.ts → @x/io',
    ]);
  });

  it('lets the entry load it in a chunk of its own, name its types, or a screen import it', () => {
    expect(
      found({
        'apps/web/src/config/routes.ts': [
          "import type { read } from '@x/io';",
          "export const later = () => import('@x/io');",
          'export const routes: ReturnType<typeof read>[] = [];',
        ].join('\n'),
      }),
    ).toEqual([]);
    // features/a/view.tsx imports @x/io statically, but nothing the entry loads imports it.
    expect(found({})).toEqual([]);
  });

  it('follows a light package into its own imports', () => {
    expect(
      found({
        'apps/web/src/config/routes.ts':
          "import { sum } from '@x/maths';\nexport const routes = [sum(1, 2)];\n",
        'packages/maths/package.json': JSON.stringify({
          name: '@x/maths',
          exports: { '.': './src/index.ts' },
          dependencies: { '@x/io': '*' },
        }),
        'packages/maths/src/sum.ts':
          "import { slim } from '@x/io/slim';\nexport const sum = (a: number, b: number) => a + b + slim;\n",
      }),
    ).toEqual([
      'packages/maths/src/sum.ts: apps/web/src/main.tsx → apps/web/src/config/routes.ts → packages/maths/src/index.ts → packages/maths/src/sum.ts → @x/io/slim',
    ]);
  });
});

describe('importsOf', () => {
  it('reads every import form and skips comments and command-line strings', () => {
    const code = [
      "import a from 'a';",
      "import type { T } from 't';",
      "export * from './x.ts';",
      "import './side.css';",
      "const lazy = () => import('./lazy.tsx');",
      "// import z from 'commented';",
      "spawn(process.execPath, ['--import', 'tsx', main]);",
      'import {',
      '  b,',
      '  type C,',
      "} from 'multi';",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { specifier: 'a', typeOnly: false, dynamic: false },
      { specifier: 't', typeOnly: true, dynamic: false },
      { specifier: './x.ts', typeOnly: false, dynamic: false },
      { specifier: 'multi', typeOnly: false, dynamic: false },
      { specifier: './side.css', typeOnly: false, dynamic: false },
      { specifier: './lazy.tsx', typeOnly: false, dynamic: true },
    ]);
  });
});

describe('domGlobalUsed', () => {
  it('flags a browser global, not a local of the same name or a string', () => {
    expect(domGlobalUsed('export const w = () => window.innerWidth;')).toBe('window');
    expect(domGlobalUsed('const x = document.title;')).toBe('document');
    expect(domGlobalUsed("export * from './critical-window.ts';")).toBeUndefined();
    expect(domGlobalUsed('const window = { start: 0 };\nexport const s = window.start;')).toBeUndefined();
    expect(domGlobalUsed('export function f(window: W) { return window.start; }')).toBeUndefined();
    expect(domGlobalUsed('export const w = () => globalThis.window.innerWidth;')).toBe('globalThis.window');
    expect(domGlobalUsed("const d = globalThis['document'];")).toBe('globalThis.document');
  });
});
