// Every key the statistics report and `ohp stats` name exists in pt-BR, en and es.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasTranslation, languages } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const files = [
  ...readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(import.meta.dirname, f)),
  join(root, 'cli/src/commands/stats.ts'),
  join(root, 'exposure/src/statistics/compute.ts'),
];

describe('statistics translation keys', () => {
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b[ts]\('((?:report|labels|verdicts|notes)\.[a-zA-Z0-9.]+)'/g)) {
      keys.add(`statistics:${m[1]}`);
    }
    for (const m of text.matchAll(/'(statistics:[a-zA-Z0-9.]+)'/g)) keys.add(m[1] as string);
  }
  for (const c of [0, 1, 2, 3, 4])
    keys.add(`statistics:categories.${c}`).add(`statistics:report.decision.category${c}`);
  for (const v of ['compliant', 'noncompliant', 'inconclusive', 'notApplicable'])
    keys.add(`statistics:verdicts.${v}`);
  for (const b of ['Lognormal', 'Utl', 'Exceedance', 'Aiha', 'En689', 'Bayes', 'Limits'])
    keys.add(`statistics:report.basis${b}`);

  it('found the keys', () => {
    expect(keys.size).toBeGreaterThan(50);
  });
  for (const language of languages) {
    it(language, () => {
      expect([...keys].filter((key) => !hasTranslation(language, key))).toEqual([]);
    });
  }
});
