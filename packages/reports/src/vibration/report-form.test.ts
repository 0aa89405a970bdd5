import { describe, expect, it } from 'vitest';
import { vibrationReportFormSchema } from './report-form.ts';

// The report form's instrument part (the AxPro report screen and `ohp report vibration --meta`):
// the calibration certificate and the accelerometer, each refusal a translation key on its field.

const certificate = {
  laboratory: 'Lab Vibra',
  number: 'CAL-2026-118',
  date: '2026-01-15',
  nextDate: '2027-01-15',
};
const accelerometer = { model: 'AX-3D 100 mV/g', serialNumber: 'A77120' };

function refusal(value: unknown) {
  const parsed = vibrationReportFormSchema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  const issue = parsed.error.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('vibrationReportFormSchema: certificate and accelerometer', () => {
  it('takes both, trimmed', () => {
    const form = vibrationReportFormSchema.parse({
      certificate: { ...certificate, laboratory: ' Lab Vibra ' },
      accelerometer: { ...accelerometer, serialNumber: ' A77120 ' },
    });
    expect(form.certificate).toEqual(certificate);
    expect(form.accelerometer).toEqual(accelerometer);
    expect(vibrationReportFormSchema.parse({}).certificate).toBeUndefined();
  });

  it('a certificate without number, or with the next calibration not after the calibration, is refused', () => {
    expect(refusal({ certificate: { ...certificate, number: '  ' } })).toEqual({
      path: 'certificate.number',
      message: 'errors:required',
    });
    expect(refusal({ certificate: { ...certificate, nextDate: '2026-01-15' } })).toEqual({
      path: 'certificate.nextDate',
      message: 'vibration:web.report.certificate.nextBeforeDate',
    });
    expect(refusal({ certificate: { ...certificate, date: '2026-02-30' } }).path).toBe('certificate.date');
  });

  it('an accelerometer needs its model; lengths are bounded', () => {
    expect(refusal({ accelerometer: { model: '', serialNumber: 'A1' } })).toEqual({
      path: 'accelerometer.model',
      message: 'errors:required',
    });
    expect(refusal({ accelerometer: { ...accelerometer, serialNumber: 'x'.repeat(41) } })).toEqual({
      path: 'accelerometer.serialNumber',
      message: 'errors:maxLength|40',
    });
    expect(refusal({ certificate: { ...certificate, laboratory: 'x'.repeat(141) } }).path).toBe(
      'certificate.laboratory',
    );
  });
});
