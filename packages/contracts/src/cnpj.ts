/** Keeps only the digits of a CNPJ written as 00.000.000/0000-00 or 00000000000000. */
export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Receita Federal, CNPJ check digits (modulo 11): weights 5,4,3,2,9,8,7,6,5,4,3,2 for the first
// digit and 6,5,4,3,2,9,8,7,6,5,4,3,2 for the second; a rest below 2 gives 0, else 11 − rest.
const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * A Brazilian CNPJ: 14 digits (dots, slash and dash allowed in the usual places), not all equal,
 * whose two check digits match.
 */
export function isValidCnpj(value: string): boolean {
  if (!/^(\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/.test(value.trim())) return false;
  const digits = [...cnpjDigits(value)].map(Number);
  if (digits.length !== 14 || digits.every((d) => d === digits[0])) return false;
  return checkDigit(digits, firstWeights) === digits[12] && checkDigit(digits, secondWeights) === digits[13];
}

/** 11222333000181 → 11.222.333/0001-81 (other values are returned unchanged). */
export function formatCnpj(value: string): string {
  const d = cnpjDigits(value);
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : value;
}
