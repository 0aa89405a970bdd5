import { type Faq, type FaqEntry, faqEntrySchema, faqSchema, supportLinksSchema } from '@ohp/contracts';
import { type Language, languages, translate } from '@ohp/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerConfig } from '../../config/env.ts';
import type { AdminAudit } from '../admin/register-admin.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { FaqRepository } from './faq-repository.ts';

/** The FAQ shipped with the product (i18n `admin:help.defaultFaq`), until an admin edits it. */
const defaultQuestions = ['connect', 'browser', 'driver', 'report'] as const;
const defaultFaq = (language: Language): FaqEntry[] =>
  defaultQuestions.map((id) => ({
    question: translate(language, `admin:help.defaultFaq.${id}.question`),
    answer: translate(language, `admin:help.defaultFaq.${id}.answer`),
  }));
const defaultFaqAll = (): Faq =>
  Object.fromEntries(languages.map((language) => [language, defaultFaq(language)])) as Faq;

/** Help content for everyone: the FAQ in the reader's language and the configured external links. */
export function helpReadRoutes(faq: FaqRepository, links: ServerConfig['externalLinks']) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/support/links',
      {
        schema: {
          summary: 'Store, Training and Blog addresses (STORE_URL, TRAINING_URL, BLOG_URL); null when unset',
          tags: ['support'],
          response: { 200: dataOf(supportLinksSchema) },
        },
      },
      async () => ({ data: links }),
    );
    api.get(
      '/api/support/faq',
      {
        schema: {
          summary: 'The FAQ of the Help screen in the request language',
          tags: ['support'],
          response: { 200: dataOf(z.array(faqEntrySchema)) },
        },
      },
      async (request) => ({ data: (await faq.read())?.[request.language] ?? defaultFaq(request.language) }),
    );
  };
}

/** Editing the FAQ (admin folder, audit-logged). */
export function helpAdminRoutes(faq: FaqRepository, audit: AdminAudit) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/admin/support/faq',
      {
        schema: {
          summary: 'The FAQ in every language, for editing',
          tags: ['admin'],
          response: { 200: dataOf(faqSchema), ...errorAnswers(401, 404) },
        },
      },
      async () => ({ data: (await faq.read()) ?? defaultFaqAll() }),
    );
    api.put(
      '/api/admin/support/faq',
      {
        schema: {
          summary: 'Replace the FAQ (questions and answers in pt-BR, en and es)',
          tags: ['admin'],
          body: faqSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        await faq.write(request.body);
        await audit.record(request, 'editFaq', {
          questions: languages.map((language) => `${language}:${request.body[language].length}`).join(' '),
        });
        return ok;
      },
    );
  };
}
