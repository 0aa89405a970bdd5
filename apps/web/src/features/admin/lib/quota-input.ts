/** The contract's bounds (adminStorageQuotaSchema): whole megabytes, 1 MB to 1 TB. */
export const quotaBounds = { min: 1, max: 1_048_576 } as const;

/**
 * What the quota field holds, checked before the request: null means "the default quota"; otherwise
 * a whole number in range. Answers the i18n key of the problem so it is shown in the user's language.
 */
export function parseQuota(
  useDefault: boolean,
  value: number | string,
): { quotaMb: number | null } | { error: string } {
  if (useDefault) return { quotaMb: null };
  if (value === '' || value === null) return { error: 'admin:quota.required' };
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number)) return { error: 'admin:quota.whole' };
  if (number < quotaBounds.min || number > quotaBounds.max) return { error: 'admin:quota.range' };
  return { quotaMb: number };
}
