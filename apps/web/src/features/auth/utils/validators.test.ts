import { describe, expect, it } from 'vitest';
import { code, email, newPassword, passwordConfirmation, registration, required } from './validators';

const validUser = {
  name: 'Ana',
  lastName: 'Souza',
  email: 'ana@empresa.com.br',
  password: 'Senh@2024',
  document: '529.982.247-25',
  phone: '+55 11 91234-5678',
  country: 'BR',
  newsletter: false,
};

describe('account form rules (SPEC §5, schemas of @ohp/contracts)', () => {
  it('required and e-mail', () => {
    expect(required('')).toEqual({ key: 'errors:required' });
    expect(email('')).toEqual({ key: 'errors:required' });
    expect(email('ana@')).toEqual({ key: 'errors:invalidEmail' });
    expect(email('ana@empresa.com.br')).toBeNull();
  });

  it.each([
    ['abc123!', false],
    ['abcdefgh!', false],
    ['12345678!', false],
    ['abcd1234', false],
    ['abcd1234!', true],
    ['Senh@2024', true],
  ])('password %s is accepted: %s', (value, ok) => {
    expect(newPassword(value) === null).toBe(ok);
    if (!ok) expect(newPassword(value)).toEqual({ key: 'errors:passwordRules' });
  });

  it('confirmation and code messages', () => {
    expect(passwordConfirmation('abcd1234!', '')).toEqual({ key: 'errors:required' });
    expect(passwordConfirmation('abcd1234!', 'abcd1234?')).toEqual({ key: 'errors:passwordsMustMatch' });
    expect(passwordConfirmation('abcd1234!', 'abcd1234!')).toBeNull();
    expect(code('12345')).toEqual({ key: 'auth:invalidCode' });
    expect(code('123456')).toBeNull();
  });

  it('registration: one message per field, translation keys only', () => {
    expect(registration(validUser)).toEqual({});
    const issues = registration({
      ...validUser,
      name: '',
      document: '111.111.111-11',
      phone: 'abc',
      lastName: 'x'.repeat(41),
    });
    expect(issues).toEqual({
      name: { key: 'errors:required' },
      lastName: { key: 'errors:maxLength', values: { max: 40 } },
      document: { key: 'auth:invalidCpf' },
      phone: { key: 'auth:invalidPhone' },
    });
  });
});
