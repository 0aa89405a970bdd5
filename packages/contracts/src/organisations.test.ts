import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj.ts';
import {
  calibrationState,
  certificateInputSchema,
  companyInputSchema,
  groupInputSchema,
  serialNumberField,
} from './organisations.ts';

describe('CNPJ check digits', () => {
  // Worked by hand (weights 5,4,3,2,9,8,7,6,5,4,3,2 then 6,5,4,3,2,9,8,7,6,5,4,3,2; rest < 2 → 0):
  // 11.222.333/0001-: Σ = 102, 102 mod 11 = 3 → 8; with the 8: Σ = 120, mod 11 = 10 → 1 → "81".
  // 00.000.000/0001-: Σ = 2 → 9; Σ = 1·3 + 9·2 = 21, mod 11 = 10 → 1 → "91".
  // 00.001.000/0001-: Σ = 9 + 2 = 11, mod 11 = 0 → 0; Σ = 2 + 3 + 0 = 5 → 6 → "06".
  it.each(['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91', '00001000000106'])(
    'accepts %s',
    (value) => expect(isValidCnpj(value)).toBe(true),
  );

  it.each([
    ['11.222.333/0001-82', 'second digit wrong'],
    ['11.222.333/0001-71', 'first digit wrong'],
    ['00001000000116', 'rest 0 must give 0, not 1'],
    ['11111111111111', 'all digits equal'],
    ['1122233300018', '13 digits'],
    ['11.222.333/000181', 'half formatted'],
    ['11.222.333/0001-8a', 'letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidCnpj(value)).toBe(false));

  it('formats 14 digits', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });

  it('the company body stores the digits and names the translated error', () => {
    expect(companyInputSchema.parse({ corporateName: ' ACME ', document: '11.222.333/0001-81' })).toEqual({
      corporateName: 'ACME',
      document: '11222333000181',
    });
    const bad = companyInputSchema.safeParse({ corporateName: 'ACME', document: '11222333000182' });
    expect(bad.error?.issues[0]?.message).toBe('organisations:invalidCnpj');
    const long = companyInputSchema.safeParse({ corporateName: 'x'.repeat(141), document: '11222333000181' });
    expect(long.success).toBe(false);
  });
});

describe('certificate', () => {
  const base = {
    id: '0b7c0d36-6c8e-4a57-9b43-7d0b0f6a1e11',
    laboratory: 'Lab Acústica',
    certificateNumber: 'RBC-123',
  };

  it('accepts a calibration date up to the next calibration date', () => {
    const parsed = certificateInputSchema.safeParse({
      ...base,
      calibrationDate: '2026-01-10',
      nextCalibrationDate: '2027-01-10',
    });
    expect(parsed.success).toBe(true);
  });

  it('refuses a calibration date after the next one, and impossible days', () => {
    const after = certificateInputSchema.safeParse({
      ...base,
      calibrationDate: '2027-01-11',
      nextCalibrationDate: '2027-01-10',
    });
    expect(after.error?.issues[0]?.message).toBe('organisations:calibrationAfterNext');
    const feb30 = certificateInputSchema.safeParse({
      ...base,
      calibrationDate: '2026-02-30',
      nextCalibrationDate: '2027-01-10',
    });
    expect(feb30.error?.issues[0]?.message).toBe('errors:invalidDate');
  });

  it('marks due within 30 days and overdue after the date', () => {
    expect(calibrationState(null, '2026-11-24')).toBe('none');
    expect(calibrationState('2026-11-23', '2026-11-24')).toBe('overdue');
    expect(calibrationState('2026-11-24', '2026-11-24')).toBe('due');
    // 24 Nov + 30 days = 24 Dec (still due); 25 Dec is 31 days away.
    expect(calibrationState('2026-12-24', '2026-11-24')).toBe('due');
    expect(calibrationState('2026-12-25', '2026-11-24')).toBe('ok');
  });
});

describe('groups and serials', () => {
  it('needs a description and a company id', () => {
    expect(groupInputSchema.safeParse({ description: ' ', active: true, companyId: 'x' }).success).toBe(
      false,
    );
  });

  it('accepts the instruments’ serials and refuses other characters', () => {
    expect(serialNumberField.parse(' 123450AA ')).toBe('123450AA');
    expect(serialNumberField.safeParse('12/34').error?.issues[0]?.message).toBe(
      'organisations:invalidSerial',
    );
  });
});
