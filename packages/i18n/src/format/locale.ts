// Which Intl locale writes the figures of each language. English follows US usage for dates
// (MM/dd/yyyy) and, like pt-BR and es, the locale's own separators for numbers.
export function formatLocale(language: string): string {
  if (language === 'en' || language.startsWith('en-')) return 'en-US';
  if (language === 'es' || language.startsWith('es-')) return 'es-ES';
  return 'pt-BR';
}
