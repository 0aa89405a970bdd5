// Every namespace lives in locales/<namespace>/<language>.json; pt-BR is the source language.
// `resources` holds all three languages at once (server, reports, tests); the web app and the CLI
// load one language at a time through `loadLanguageResources` (load-language.ts).
import type { Language } from './languages.ts';
import type { LanguageResources } from './translate-with.ts';
import { en } from './resources-en.ts';
import { es } from './resources-es.ts';
import { ptBR } from './resources-pt-BR.ts';

export { type Namespace, namespaces, type TranslationTree } from './namespaces.ts';

export type { LanguageResources } from './translate-with.ts';

export const resources: Record<Language, LanguageResources> = { 'pt-BR': ptBR, en, es };
