import { type Language, languageHeader, resolveLanguage, type TranslationValues, translate } from '@ohp/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t(key: string, values?: TranslationValues): string;
  }
}

/** The app's own language header wins over Accept-Language; pt-BR otherwise (SPEC §7, §9). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const own = request.headers[languageHeader];
  return resolveLanguage(Array.isArray(own) ? own[0] : own, request.headers['accept-language']);
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'pt-BR');
  app.decorateRequest('t', function (this: FastifyRequest, key: string, values?: TranslationValues) {
    return translate(this.language, key, values);
  });
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
});
