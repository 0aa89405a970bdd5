// Countries of residence (ISO codes) offered in registration and profile; names come from the browser
// in the current language. A stored value outside the list is kept as is.
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
];

export function countryOptions(
  language: string,
  current?: string | null,
): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  const label = (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const codes = current && !countryCodes.includes(current) ? [...countryCodes, current] : countryCodes;
  return codes
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
