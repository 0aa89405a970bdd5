import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { homeDashboardSchema, salesCardParamsSchema, salesCardThemes } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { entryView } from './archive-view.ts';
import type { HomeRepository } from './home-repository.ts';

const tags = ['home'];

// One SVG per theme, its two lines filled in the request's language (escaped: they are XML text).
const cards = Object.fromEntries(
  salesCardThemes.map((theme) => [
    theme,
    readFileSync(join(import.meta.dirname, 'sales-cards', `${theme}.svg`), 'utf8'),
  ]),
) as Record<(typeof salesCardThemes)[number], string>;
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The home screen's figures and its offer banner (SPEC §7, §9); signed-in folder. */
export function homeRoutes(home: HomeRepository) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/home/dashboard',
      {
        schema: {
          summary: 'Every figure of the home screen in one answer',
          tags,
          response: { 200: dataOf(homeDashboardSchema), ...errorAnswers(401) },
        },
      },
      async (request) => {
        const figures = await home.dashboard(
          currentUser(request).userId,
          new Date().toISOString().slice(0, 10),
        );
        return { data: { ...figures, recent: figures.recent.map(entryView) } as never };
      },
    );

    app.get(
      '/api/home/sales-card/:theme',
      {
        schema: {
          summary: 'The offer banner of SPEC §9 as an SVG image for the theme, in the request language',
          tags,
          params: salesCardParamsSchema,
          response: errorAnswers(401, 404),
        },
      },
      async (request, reply) => {
        const { theme } = salesCardParamsSchema.parse(request.params);
        const svg = cards[theme]
          .replaceAll('{{title}}', xml(request.t('archive:notifications.offerTitle')))
          .replaceAll('{{text}}', xml(request.t('archive:notifications.offerText')));
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'private, max-age=3600')
          .header('vary', 'accept-language, x-language')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
  };
}
