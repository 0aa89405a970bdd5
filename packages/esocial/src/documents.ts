// Brazilian registration numbers: check digits by the Receita Federal's modulo-11 rule
// (CPF: IN RFB 2.172/2024 Anexo; CNPJ: IN RFB 2.119/2022 Anexo XV), digits only.

export const digitsOf = (value: string): string => value.replace(/[.\-/\s]/g, '');

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** 11 digits, not all equal, both check digits right (punctuation allowed: 123.456.789-09). */
export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{11}$/.test(d) || allSame(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

/** 14 digits, not all equal, both check digits right (punctuation allowed: 11.222.333/0001-81). */
export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{14}$/.test(d) || allSame(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
}

/** The 27 units of the federation (tipos.xsd TS_uf). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
