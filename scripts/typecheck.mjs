// Type-checks every workspace with `tsc --noEmit -p <dir>`; exits non-zero when any fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { typedWorkspaces } from './workspaces.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
let failed = 0;
for (const dir of typedWorkspaces(root)) {
  const run = spawnSync('npx', ['tsc', '--noEmit', '-p', dir], { cwd: root, stdio: 'inherit' });
  console.log(`typecheck ${dir}: ${run.status === 0 ? 'ok' : 'FAILED'}`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
