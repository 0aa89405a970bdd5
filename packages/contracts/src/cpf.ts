/** Keeps only the digits of a CPF written as 000.000.000-00 or 00000000000. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: readonly number[], weightStart: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits[i] ?? 0) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A Brazilian CPF: 11 digits (dots and dash allowed in the usual places), not all equal,
 * whose two check digits match (modulo 11, weights 10..2 and 11..2).
 */
export function isValidCpf(value: string): boolean {
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(value.trim())) return false;
  const digits = [...cpfDigits(value)].map(Number);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return first === digits[9] && second === digits[10];
}

/** 12345678909 → 123.456.789-09 (other values are returned unchanged). */
export function formatCpf(value: string): string {
  const d = cpfDigits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}
