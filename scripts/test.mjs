// `npm test`: type checks, lint, unit + API tests, web build, browser tests.
// Ends with the totals of all suites on a line of its own: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseVitestRun } from './vitest-summary.mjs';
import { typedWorkspaces } from './workspaces.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, command, args) {
  const { ok, seconds } = run(command, args);
  ok ? passed++ : failed++;
  summary.push(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
}

function vitest(name, args, env = {}) {
  const report = join(out, `${name}.json`);
  rmSync(report, { force: true });
  const { ok, seconds } = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) {
    failed++;
    summary.push(`FAILED ${name}: no report (${seconds} s)`);
    return;
  }
  const r = summariseVitestRun({
    name,
    report: JSON.parse(readFileSync(report, 'utf8')),
    exitedOk: ok,
    seconds,
    root,
  });
  passed += r.passed;
  failed += r.failed;
  summary.push(...r.lines);
}

for (const dir of typedWorkspaces(root)) check(`typecheck ${dir}`, 'npx', ['tsc', '--noEmit', '-p', dir]);
check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('import boundaries', 'node', ['scripts/check-boundaries.mjs']);
vitest('unit-and-api', []);
if (process.env.TEST_DATABASE_URL) {
  // The API tests once more, against the PostgreSQL server named by TEST_DATABASE_URL.
  vitest('api-postgres', ['--project', 'server'], { OHP_TEST_DB: 'postgres' });
}
check('web build', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']);
if (existsSync(join(root, 'e2e', 'vitest.config.ts')))
  vitest('browser', ['--config', 'e2e/vitest.config.ts']);

console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
