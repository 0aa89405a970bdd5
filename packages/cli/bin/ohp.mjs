#!/usr/bin/env node
// Launcher for `npx ohp`. Runs the JavaScript build (dist/main.mjs, made by `npm install` or
// `npm run build`) when it is at least as new as every source it was built from; otherwise, as in
// development right after an edit, runs the TypeScript sources through tsx so nothing stale runs.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/main.mjs', import.meta.url);

// Paths joined as strings: a URL made and turned back into a path for each of the ~460 sources cost
// as much as their stats (together ~30 M of the ~100 M instructions `ohp --help` adds to Node's own).
function buildIsCurrent() {
  try {
    const inputs = JSON.parse(readFileSync(new URL('../dist/main.mjs.inputs.json', import.meta.url), 'utf8'));
    const base = fileURLToPath(new URL('../dist/', import.meta.url));
    return inputs.every(([path, mtimeMs]) => statSync(base + path).mtimeMs <= mtimeMs);
  } catch {
    return false;
  }
}

// A reader that stops early (`ohp analyze … | head`) closes the pipe: the rest of the output has
// nowhere to go, which is no failure of the command's (it was an uncaught EPIPE and a stack trace).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

let main;
if (process.env.OHP_FROM_SOURCE !== '1' && buildIsCurrent()) {
  ({ main } = await import(dist.href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
