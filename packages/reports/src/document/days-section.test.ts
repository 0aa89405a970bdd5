import { describe, expect, it } from 'vitest';
import { daysSection, type ReportDays } from './days-section.ts';

const days = (date: (n: number) => string | null): ReportDays => ({
  headers: ['Dose'],
  days: [1, 2].map((day) => ({ day, date: date(day), figures: [`${day}0 %`], verdict: 'Aceitável' })),
  worst: 1,
  tone: 'ok',
});
const text = (r: ReportDays) => JSON.stringify(daysSection('pt-BR', r));

describe('the report’s results per day', () => {
  it('calls dated days calendar days', () => {
    const dated = text(days((n) => `2026-03-1${n}`));
    expect(dated).toContain('2 dias do calendário');
    expect(dated).toContain('12/03/2026');
  });

  it('calls the days of a record with no date 24-h periods from the file’s start, named by number', () => {
    const undated = text(days(() => null));
    expect(undated).toContain('2 períodos de 24 h desde o início do arquivo');
    expect(undated).not.toContain('calendário');
    expect(undated).toContain('dia 2');
  });
});
