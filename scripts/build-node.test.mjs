// What `ohp`'s start loads: the modules the CLI's entry imports statically, found in esbuild's
// metafile for the same options as the build. A command's own code and one language's texts come
// later, through `await import()`, so `ohp --help` stays within its budget (issue 28, item 1).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from './build-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The inputs (source paths) of every output the entry reaches by static imports. */
function loadedAtStart(metafile, entry) {
  const seen = new Set();
  const visit = (output) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...seen].flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));
}

describe("the CLI build's start", () => {
  it('loads no language texts, no device code and no report code before a command asks', async () => {
    const { metafile } = await build(esbuildOptions('cli'));
    const entry = Object.keys(metafile.outputs).find((path) => path.endsWith('/dist/main.mjs'));
    expect(entry).toBeDefined();
    const inputs = loadedAtStart(metafile, relative(root, `${root}packages/cli/dist/main.mjs`)).map((p) =>
      p.replaceAll('\\', '/'),
    );
    // The entry itself is there (the walk found something), the texts and the heavy code are not.
    expect(inputs).toContain('packages/cli/src/main.ts');
    expect(inputs.filter((path) => path.includes('i18n/locales/'))).toEqual([]);
    expect(inputs.filter((path) => /devices\/src\/families\//.test(path))).toEqual([]);
    // Of the reports, only the signing error class the entry tells apart.
    expect(inputs.filter((path) => path.startsWith('packages/reports/'))).toEqual([
      'packages/reports/src/signing/signing-error.ts',
    ]);
    // …and every language's texts are still in the build, as chunks of their own.
    const texts = Object.values(metafile.outputs).filter((output) =>
      Object.keys(output.inputs).some((path) => path.endsWith('resources-en.ts')),
    );
    expect(texts).toHaveLength(1);
  }, 60_000);

  it('gives the commands that write no PDF none of the reports’ texts (all three languages)', async () => {
    const { metafile } = await build(esbuildOptions('cli'));
    const commandChunk = (source) =>
      Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === source);
    const withTexts = (source) =>
      loadedAtStart(metafile, commandChunk(source)).filter((path) => path.includes('i18n/locales/'));
    for (const command of ['analyze-noise', 'analyze-heat', 'analyze-co2', 'analyze-vibration', 'stats']) {
      const source = `packages/cli/src/commands/${command}.ts`;
      expect(commandChunk(source), source).toBeDefined();
      expect(withTexts(source), source).toEqual([]);
    }
    // The walk does find them where a report is written.
    expect(withTexts('packages/cli/src/commands/report-heat.ts').length).toBeGreaterThan(0);
  }, 60_000);
});
