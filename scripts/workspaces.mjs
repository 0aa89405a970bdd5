import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every workspace folder (apps/*, packages/*, e2e, bench) that has a tsconfig.json. */
export function typedWorkspaces(root) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const dir = join(group, name);
      if (existsSync(join(root, dir, 'tsconfig.json'))) found.push(dir);
    }
  }
  for (const dir of ['e2e', 'bench', 'scripts'])
    if (existsSync(join(root, dir, 'tsconfig.json'))) found.push(dir);
  return found;
}
