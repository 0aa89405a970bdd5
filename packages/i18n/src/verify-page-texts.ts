// The public verification page's texts (apps/web verify page: its own small build, no i18next).
// Its own entry point so that page takes these three JSON files and nothing else of the package.
import en from '../locales/verifyPage/en.json' with { type: 'json' };
import es from '../locales/verifyPage/es.json' with { type: 'json' };
import ptBR from '../locales/verifyPage/pt-BR.json' with { type: 'json' };

export type VerifyPageTexts = typeof ptBR;
export const verifyPageTexts: Record<'pt-BR' | 'en' | 'es', VerifyPageTexts> = { 'pt-BR': ptBR, en, es };
