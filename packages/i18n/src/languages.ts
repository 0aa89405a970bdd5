export const languages = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';

/** Header the web app sends on every request besides Accept-Language (SPEC §7). */
export const languageHeader = 'x-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks the first supported language from a header value such as "en-US,en;q=0.9" or "es".
 * Falls back to Brazilian Portuguese, the product's default.
 */
export function resolveLanguage(...candidates: Array<string | undefined | null>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const tags = candidate
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean);
    for (const tag of tags) {
      if (isLanguage(tag)) return tag;
      const base = tag.toLowerCase().split('-')[0];
      if (base === 'pt') return 'pt-BR';
      if (base === 'en') return 'en';
      if (base === 'es') return 'es';
    }
  }
  return defaultLanguage;
}
