// Builds the Node programs (the `ohp` CLI and the server) into plain JavaScript with source maps,
// so production never transpiles TypeScript at run time. Run: node scripts/build-node.mjs [cli|server]
// Workspace packages (@ohp/*) are bundled in; every other package stays an import from node_modules.
// Each output gets a manifest of its inputs (path, mtime) so the `ohp` launcher can tell a stale build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `bundled`: packages compiled into the output besides the workspace's own. zod is hundreds of small
 * ES modules; resolving and linking them one by one took longer than all of `ohp --help`'s own work.
 */
export const targets = {
  cli: {
    entry: 'packages/cli/src/main.ts',
    outfile: 'packages/cli/dist/main.mjs',
    bundled: ['zod'],
    // Code reached only through `await import()` (PDF signing: pkijs, node-forge, @signpdf, ≈ 150 ms
    // of CPU to load) goes to chunks of its own, loaded by the command that needs it.
    split: true,
  },
  server: { entry: 'apps/server/src/main.ts', outfile: 'apps/server/dist/main.mjs', bundled: [] },
};

/** Other packages (native addons, WebAssembly, fonts found by path) are imported as installed. */
function externalPackages(bundled) {
  const inside = (path) =>
    path.startsWith('@ohp/') || bundled.some((name) => path === name || path.startsWith(`${name}/`));
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        inside(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/**
 * ECharts (3 MB of JavaScript) is only needed to draw a report's charts, yet the reports package
 * imports it at the top: loaded eagerly it would triple the start of every `ohp` command. In the Node
 * builds it becomes a stub that requires the real package on the first chart. Only `init` is used
 * server-side (charts/render-svg.ts); esbuild warns if code starts importing another name.
 */
const lazyEcharts = {
  name: 'lazy-echarts',
  setup(b) {
    b.onResolve({ filter: /^echarts$/ }, () => ({ path: 'echarts', namespace: 'lazy-echarts' }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-echarts' }, () => ({
      contents: [
        "import { createRequire } from 'node:module';",
        'let echarts;',
        "export const init = (...args) => (echarts ??= createRequire(import.meta.url)('echarts')).init(...args);",
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * Sources find their files next to themselves (migrations, SVG cards, package.json). Once bundled,
 * import.meta.dirname would be the output folder, so each use is rewritten to the source folder,
 * expressed relative to the output so the build keeps working wherever the checkout lives.
 */
function sourceDirname(outdir) {
  return {
    name: 'source-dirname',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.dirname')) return undefined;
        const fromOut = relative(outdir, dirname(args.path)).split('\\').join('/');
        return {
          contents: text.replaceAll(
            'import.meta.dirname',
            `(import.meta.dirname + ${JSON.stringify(`/${fromOut}`)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/** esbuild's options for a target (`write: false`: buildTarget writes the files itself). */
export function esbuildOptions(name) {
  const target = targets[name];
  const outfile = join(root, target.outfile);
  const outdir = dirname(outfile);
  const base = outfile.split('/').pop();
  return {
    entryPoints: target.split
      ? [{ in: join(root, target.entry), out: base.replace(/\.mjs$/, '') }]
      : [join(root, target.entry)],
    ...(target.split
      ? { outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]', outExtension: { '.js': '.mjs' } }
      : { outfile: `${outfile}.tmp` }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    minify: true,
    keepNames: false,
    plugins: [lazyEcharts, externalPackages(target.bundled), sourceDirname(outdir)],
    write: false,
  };
}

export async function buildTarget(name) {
  const target = targets[name];
  const outfile = join(root, target.outfile);
  const outdir = dirname(outfile);
  const base = outfile.split('/').pop();
  mkdirSync(outdir, { recursive: true });
  const result = await build(esbuildOptions(name));
  const entryPath = target.split ? outfile : `${outfile}.tmp`;
  const js = result.outputFiles.find((f) => f.path === entryPath);
  const map = result.outputFiles.find((f) => f.path === `${entryPath}.map`);
  // Chunks first: their names carry a hash of their content, so writing them disturbs no running
  // launcher, and the entry that imports them comes last.
  const chunks = result.outputFiles.filter((f) => f !== js && f !== map);
  for (const chunk of chunks) {
    mkdirSync(dirname(chunk.path), { recursive: true });
    writeFileSync(chunk.path, chunk.contents);
  }
  // Written beside the final name then renamed: a launcher running meanwhile never reads half a file.
  writeFileSync(`${outfile}.map.tmp`, map.text.replace(`"${base}.tmp"`, `"${base}"`));
  writeFileSync(`${outfile}.tmp`, js.text.replace(`${base}.tmp.map`, `${base}.map`));
  // Sources only: installed packages change with `npm install`, which rebuilds anyway.
  const files = Object.keys(result.metafile.inputs).filter(
    (path) => !path.includes(':') && !path.includes('node_modules/'),
  );
  const inputs = files.map((path) => {
    const absolute = resolve(root, path);
    return [relative(outdir, absolute), statSync(absolute).mtimeMs];
  });
  writeFileSync(`${outfile}.inputs.json.tmp`, JSON.stringify(inputs));
  renameSync(`${outfile}.map.tmp`, `${outfile}.map`);
  renameSync(`${outfile}.tmp`, outfile);
  renameSync(`${outfile}.inputs.json.tmp`, `${outfile}.inputs.json`);
  if (target.split) removeStaleChunks(join(outdir, 'chunks'), new Set(chunks.map((f) => f.path)));
  return { outfile, inputs: inputs.length };
}

/** Chunks of earlier builds that the new entry no longer imports. */
function removeStaleChunks(dir, kept) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!kept.has(path)) rmSync(path, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(targets)) {
    const started = performance.now();
    const { outfile, inputs } = await buildTarget(name);
    console.log(
      `built ${relative(root, outfile)} from ${inputs} sources in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
