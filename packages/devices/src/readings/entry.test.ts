import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file of this package reached from `entry` through relative imports and re-exports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)) {
      const spec = match[1] as string;
      // Type-only imports vanish from the bundle.
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      visit(resolve(dirname(file), spec));
    }
  };
  visit(resolve(src, entry));
  return seen;
}

describe('@ohp/devices/readings entry', () => {
  it('reaches no virtual device, session or serial transport (what a web worker must not bundle)', () => {
    const files = [...reachable('readings/index.ts')].map((f) => f.slice(src.length + 1));
    expect(files).toContain('readings/read-reading.ts');
    expect(files).toContain('families/dosimeter/scan-bytes.ts');
    const forbidden = files.filter((f) =>
      /^(session|transport)\/|^emulator\/(virtual-device|web-serial-port|index)\.ts$/.test(f),
    );
    expect(forbidden).toEqual([]);
  });
});
