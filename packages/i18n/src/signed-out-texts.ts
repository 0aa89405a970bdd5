import type { Language } from './languages.ts';
import type { Namespace, TranslationTree } from './namespaces.ts';

// The namespaces the signed-out pages (sign-in first) use: the web app's first load carries these
// and no other (issue 17 "lighter first load"); the full language (load-language.ts) comes with the
// signed-in layout or another signed-out page. The JSON modules are shared with the full
// resources, so the bundler puts each text in one chunk only.
export const signedOutNamespaces = [
  'common',
  'errors',
  'app',
  'auth',
] as const satisfies readonly Namespace[];
export type SignedOutNamespace = (typeof signedOutNamespaces)[number];
export type SignedOutTexts = Record<SignedOutNamespace, TranslationTree>;

/** pt-BR's part, the default and every language's fallback, travels with the entry. */
import { ptBRSignedOut } from './signed-out-pt-BR.ts';
export { ptBRSignedOut };
export const loadSignedOutTexts: Record<Language, () => Promise<SignedOutTexts>> = {
  'pt-BR': () => Promise.resolve(ptBRSignedOut),
  en: () => import('./signed-out-en.ts').then((m) => m.enSignedOut),
  es: () => import('./signed-out-es.ts').then((m) => m.esSignedOut),
};
