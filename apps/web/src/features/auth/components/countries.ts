// Countries offered in the registration form; names come from the browser in the current language.
export const countryCodes = [
  'BR',
  'AR',
  'BO',
  'CL',
  'CO',
  'EC',
  'ES',
  'MX',
  'PY',
  'PE',
  'PT',
  'US',
  'UY',
  'VE',
] as const;

export function countryOptions(language: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  return countryCodes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
