import { describe, expect, it } from 'vitest';
import { heatReportFormSchema } from '../heat/report-form.ts';
import { heatTranslator } from '../heat/sections.ts';
import { vibrationReportFormSchema } from '../vibration/report-form.ts';
import { vibrationTranslator } from '../vibration/sections.ts';
import { identificationBlock, reportContextSchema } from './identification.ts';

/** Every string of a pdfmake definition, in order. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (!node || typeof node !== 'object') return [];
  return Object.values(node as Record<string, unknown>).flatMap(strings);
}

describe('the shared identification block of the heat and vibration reports', () => {
  it('lays out the labels of the domain with the values, a dash where a value is missing', () => {
    const out = strings(
      identificationBlock({ employee: 'Ana Souza', assessmentDate: '24/11/2026' }, heatTranslator('en')),
    );
    expect(out).toContain('Ana Souza');
    expect(out).toContain('24/11/2026');
    // Company, sector, function/GHE, evaluator and their company were not given: five dashes.
    expect(out.filter((s) => s === '-')).toHaveLength(5);
    const pt = strings(identificationBlock({}, vibrationTranslator('pt-BR')));
    expect(pt.some((s) => s.startsWith('vibration:'))).toBe(false);
  });

  it('one rule for the annotation in both forms: 30 lines at most, the same translated message', () => {
    const annotation = Array.from({ length: 31 }, (_, i) => `line ${i}`).join('\n');
    for (const schema of [heatReportFormSchema, vibrationReportFormSchema]) {
      const parsed = schema.safeParse({ context: { annotation } });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('reports:form.annotationLines');
      expect(
        schema.safeParse({ context: { annotation: annotation.split('\n').slice(1).join('\n') } }).success,
      ).toBe(true);
    }
    expect(reportContextSchema.safeParse({ assessmentDate: '2026-13-01' }).error?.issues[0]?.message).toBe(
      'errors:invalidDate',
    );
  });
});
