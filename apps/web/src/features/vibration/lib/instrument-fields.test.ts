import { vibrationReportFormSchema } from '@ohp/reports';
import { describe, expect, it } from 'vitest';
import { emptyInstrumentFields, instrumentForm } from './instrument-fields';

describe('the report screen instrument fields', () => {
  it('empty groups stay out of the report; filled ones go in as the PDF builder takes them', () => {
    expect(instrumentForm(emptyInstrumentFields)).toEqual({});
    const typed = {
      ...emptyInstrumentFields,
      number: 'CAL-118',
      laboratory: 'Lab Vibra',
      date: '2026-01-15',
      model: 'AX-3D',
    };
    const form = vibrationReportFormSchema.parse(instrumentForm(typed));
    expect(form.certificate).toEqual({ number: 'CAL-118', laboratory: 'Lab Vibra', date: '2026-01-15' });
    expect(form.accelerometer).toEqual({ model: 'AX-3D', serialNumber: '' });
  });

  it('a group partly filled is checked: a laboratory alone lacks the certificate number', () => {
    const parsed = vibrationReportFormSchema.safeParse(
      instrumentForm({ ...emptyInstrumentFields, laboratory: 'Lab Vibra' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['certificate', 'number']);
  });
});
