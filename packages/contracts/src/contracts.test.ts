import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts';
import { passwordProblem, passwordSpecials } from './password.ts';
import {
  forgotPasswordFormSchema,
  registerFormSchema,
  registerRequestSchema,
  updatePasswordFormSchema,
  updateProfileSchema,
} from './user.ts';

const valid = {
  name: 'Ana',
  lastName: 'Souza',
  email: ' Ana@Example.COM ',
  password: 'Senha-123',
  document: '529.982.247-25',
  phone: '+55 (11) 98765-4321',
  country: 'Brasil',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}=${i.message}`) ?? [];

describe('CPF', () => {
  it('accepts valid check digits, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and odd shapes', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529-982-247.25')).toBe(false);
    expect(isValidCpf("' OR 1=1 --")).toBe(false);
  });
  it('formats and strips', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('password rule (SPEC §5)', () => {
  it('names the broken rule', () => {
    expect(passwordProblem('abcdef1!')).toBeUndefined();
    expect(passwordProblem('ab1!')).toBe('length');
    expect(passwordProblem('abcdefgh!')).toBe('number');
    expect(passwordProblem('12345678!')).toBe('letter');
    expect(passwordProblem('abcdefg12')).toBe('special');
    for (const c of passwordSpecials) expect(passwordProblem(`abcdef1${c}`)).toBeUndefined();
  });
});

describe('registration schema', () => {
  it('normalises the e-mail and stores the CPF as digits', () => {
    const parsed = registerRequestSchema.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.document).toBe('52998224725');
    expect(parsed.newsletter).toBe(false);
  });
  it('gives the i18n keys of SPEC §5', () => {
    const result = registerRequestSchema.safeParse({
      ...valid,
      name: '  ',
      email: 'not-an-email',
      password: 'short',
      document: '123.456.789-00',
      phone: 'call me',
    });
    expect(messages(result)).toEqual([
      'name=errors:required',
      'email=errors:invalidEmail',
      'password=errors:passwordRules',
      'document=auth:invalidCpf',
      'phone=auth:invalidPhone',
    ]);
  });
  it('enforces the text maximums', () => {
    expect(registerRequestSchema.safeParse({ ...valid, name: 'x'.repeat(31) }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, lastName: 'x'.repeat(41) }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, country: 'x'.repeat(41) }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, email: `${'x'.repeat(140)}@a.com` }).success).toBe(
      false,
    );
  });
  it('the form checks that both passwords are the same', () => {
    const result = registerFormSchema.safeParse({ ...valid, passwordConfirmation: 'Senha-124' });
    expect(messages(result)).toEqual(['passwordConfirmation=errors:passwordsMustMatch']);
    expect(registerFormSchema.safeParse({ ...valid, passwordConfirmation: 'Senha-123' }).success).toBe(true);
  });
});

describe('other requests', () => {
  it('login defaults to the web origin and rejects other origins', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' }).loginOriginType).toBe(1);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', loginOriginType: 3 }).success).toBe(
      false,
    );
  });
  it('profile update accepts partial data and rejects unknown units', () => {
    expect(updateProfileSchema.parse({ darkMode: false })).toEqual({ darkMode: false });
    expect(updateProfileSchema.safeParse({ temperatureUnit: 'K' }).success).toBe(false);
  });

  it('the recovery and password-change forms check the confirmation', () => {
    const recovery = {
      email: 'a@b.co',
      token: '012345',
      password: 'Senha-123',
      passwordConfirmation: 'Senha-123',
    };
    expect(forgotPasswordFormSchema.safeParse(recovery).success).toBe(true);
    expect(messages(forgotPasswordFormSchema.safeParse({ ...recovery, token: '12a456' }))).toEqual([
      'token=auth:invalidCode',
    ]);
    const change = { password: 'old', newPassword: 'Senha-123', newPasswordConfirmation: 'Senha-321' };
    expect(messages(updatePasswordFormSchema.safeParse(change))).toEqual([
      'newPasswordConfirmation=errors:passwordsMustMatch',
    ]);
  });
});
