import { defaultLanguage, type Language } from './languages.ts';
import type { Namespace, TranslationTree } from './namespaces.ts';
import type { TranslationTexts } from './translate-with.ts';

// One language's texts as their own chunk (the web app's first load carries one language, not
// three: issue 17 "lighter first load"). Static import paths, so the bundler splits them. The
// signed-out pages need only a few namespaces: signed-out-texts.ts.
export const loadLanguageResources: Record<Language, () => Promise<Record<Namespace, TranslationTree>>> = {
  'pt-BR': () => import('./resources-pt-BR.ts').then((m) => m.ptBR),
  en: () => import('./resources-en.ts').then((m) => m.en),
  es: () => import('./resources-es.ts').then((m) => m.es),
};

/** The texts translateWith needs for `language`: its own and pt-BR's (the fallback), one chunk each. */
export async function loadTranslationTexts(language: Language): Promise<TranslationTexts> {
  const [own, fallback] = await Promise.all([
    loadLanguageResources[language](),
    language === defaultLanguage ? undefined : loadLanguageResources[defaultLanguage](),
  ]);
  return { language, own, fallback: fallback ?? own };
}
