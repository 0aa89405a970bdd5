/** Text maximums of SPEC §5 (30, 40, 140, 600, 14) as used by the account fields. */
export const textLimits = {
  name: 30,
  lastName: 40,
  email: 140,
  password: 140,
  phone: 30,
  country: 40,
  /** A CPF written as 000.000.000-00 has 14 characters. */
  document: 14,
  code: 6,
  url: 600,
} as const;

/** Translation keys of the validation messages; the server and the web app translate them. */
export const messageKeys = {
  required: 'errors:required',
  invalidEmail: 'errors:invalidEmail',
  passwordRules: 'errors:passwordRules',
  passwordsMustMatch: 'errors:passwordsMustMatch',
  invalidCpf: 'auth:invalidCpf',
  invalidPhone: 'auth:invalidPhone',
  invalidCode: 'auth:invalidCode',
} as const;
