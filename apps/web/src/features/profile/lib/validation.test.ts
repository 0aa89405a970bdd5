import { describe, expect, it } from 'vitest';
import {
  hasIssues,
  type PersonalData,
  personalDataRequest,
  validateDeletePassword,
  validatePasswordChange,
  validatePersonalData,
} from './validation';

const valid: PersonalData = {
  name: 'Ana',
  lastName: 'Souza',
  document: '529.982.247-25',
  phone: '+55 11 91234-5678',
  country: 'BR',
};
const savedWithBoth = { document: '52998224725', phone: '+55 11 91234-5678' };
const savedWithNone = { document: null, phone: null };

describe('personal data (SPEC §3, §5)', () => {
  it('accepts valid data', () => {
    expect(hasIssues(validatePersonalData(valid, savedWithBoth))).toBe(false);
  });

  it('requires name, last name and country with the required-field key', () => {
    const issues = validatePersonalData({ ...valid, name: '  ', lastName: '', country: '' }, savedWithBoth);
    expect(issues.name).toEqual({ key: 'errors:required' });
    expect(issues.lastName).toEqual({ key: 'errors:required' });
    expect(issues.country).toEqual({ key: 'errors:required' });
  });

  it('checks the CPF check digits', () => {
    expect(validatePersonalData({ ...valid, document: '529.982.247-24' }, savedWithBoth).document).toEqual({
      key: 'auth:invalidCpf',
    });
    expect(validatePersonalData({ ...valid, document: '111.111.111-11' }, savedWithBoth).document).toEqual({
      key: 'auth:invalidCpf',
    });
    expect(
      validatePersonalData({ ...valid, document: '52998224725' }, savedWithBoth).document,
    ).toBeUndefined();
  });

  it('checks the phone and the text maximums', () => {
    expect(validatePersonalData({ ...valid, phone: 'ligue-me' }, savedWithBoth).phone).toEqual({
      key: 'auth:invalidPhone',
    });
    expect(validatePersonalData({ ...valid, name: 'x'.repeat(31) }, savedWithBoth).name).toEqual({
      key: 'errors:maxLength',
      values: { max: 30 },
    });
  });

  it('CPF and phone may stay empty only on an account that never had them', () => {
    const empty = { ...valid, document: '', phone: '' };
    expect(hasIssues(validatePersonalData(empty, savedWithNone))).toBe(false);
    const issues = validatePersonalData(empty, savedWithBoth);
    expect(issues.document).toEqual({ key: 'errors:required' });
    expect(issues.phone).toEqual({ key: 'errors:required' });
    expect(personalDataRequest(empty)).toEqual({ name: 'Ana', lastName: 'Souza', country: 'BR' });
  });

  it('sends trimmed values', () => {
    expect(personalDataRequest({ ...valid, name: ' Ana ', phone: ' 11 91234-5678 ' })).toEqual({
      name: 'Ana',
      lastName: 'Souza',
      country: 'BR',
      document: '529.982.247-25',
      phone: '11 91234-5678',
    });
  });
});

describe('password change (SPEC §5)', () => {
  it('requires every field', () => {
    expect(validatePasswordChange({ password: '', newPassword: '', confirmation: '' })).toEqual({
      password: { key: 'errors:required' },
      newPassword: { key: 'errors:required' },
      confirmation: { key: 'errors:required' },
    });
  });

  it('applies the password rules to the new password only', () => {
    const weak = ['curta1!', 'semnumero!', '12345678!', 'Semespecial1'];
    for (const newPassword of weak) {
      expect(
        validatePasswordChange({ password: 'x', newPassword, confirmation: newPassword }).newPassword,
      ).toEqual({ key: 'errors:passwordRules' });
    }
    const ok = validatePasswordChange({ password: 'x', newPassword: 'Nova-1234', confirmation: 'Nova-1234' });
    expect(hasIssues(ok)).toBe(false);
  });

  it("a different confirmation is 'Passwords must be the same'", () => {
    const issues = validatePasswordChange({
      password: 'x',
      newPassword: 'Nova-1234',
      confirmation: 'Nova-1235',
    });
    expect(issues.confirmation).toEqual({ key: 'errors:passwordsMustMatch' });
  });

  it('the deletion needs the password', () => {
    expect(validateDeletePassword('')).toEqual({ key: 'errors:required' });
    expect(validateDeletePassword('qualquer')).toBeUndefined();
  });
});
