import type { Language } from '@ohp/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { badRequest } from '../../http/app-error.ts';
import type { EsocialRepository } from '../esocial/esocial-repository.ts';
import { reportInputOf, renderGheReport } from './ghe-statistics-report.ts';
import type { GheStatisticsService } from './ghe-statistics-service.ts';
import { STATISTIC_AGENTS } from './statistic-agents.ts';

const tags = ['esocial'];
const anything = dataOf(z.any());
const measurementParams = z.object({ id: z.uuid(), measurementId: z.uuid() });
const reasonSchema = z.object({ reason: z.string().max(500) });

/** Statistics of a GHE per agent, exclusions with a reason and the GHE report PDF (docs/statistics.md). */
export function gheStatisticsRoutes(service: GheStatisticsService, esocialRepo: EsocialRepository) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
    const errors = errorAnswers(400, 401, 404);

    api.get(
      '/api/esocial/ghes/:id/statistics',
      {
        schema: {
          summary: 'Exposure statistics of the GHE per agent, with the measurements used and excluded',
          tags,
          params: z.object({ id: z.uuid() }),
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.statistics(me(request), request.params.id) }),
    );
    api.put(
      '/api/esocial/ghes/:id/statistics/exclusions/:measurementId',
      {
        schema: {
          summary: 'Leave a measurement out of the statistics, with the reason (who and when recorded)',
          tags,
          params: measurementParams,
          body: reasonSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => {
        if (!request.body.reason.trim())
          throw badRequest('gheStatistics:errors.reasonRequired', { field: 'reason' });
        return {
          data: await service.exclude(
            me(request),
            request.params.id,
            request.params.measurementId,
            request.body.reason,
          ),
        };
      },
    );
    api.delete(
      '/api/esocial/ghes/:id/statistics/exclusions/:measurementId',
      {
        schema: {
          summary: 'Use an excluded measurement again',
          tags,
          params: measurementParams,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.include(me(request), request.params.id, request.params.measurementId),
      }),
    );
    api.get(
      '/api/esocial/ghes/:id/statistics/:agent/report.pdf',
      {
        schema: {
          summary: 'The GHE report PDF of one agent (language of the request)',
          tags,
          params: z.object({ id: z.uuid(), agent: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const { ghe, agents } = await service.perAgent(me(request), request.params.id);
        const agent = agents.find((a) => a.agent === request.params.agent);
        if (!agent) {
          const known = (STATISTIC_AGENTS as readonly string[]).includes(request.params.agent);
          throw badRequest(
            known ? 'statistics:errors.tooFew' : 'gheStatistics:errors.unknownAgent',
            known ? { count: 0, min: 3 } : { agent: request.params.agent },
          );
        }
        const company = await esocialRepo.company(ghe.companyId);
        const pdf = await renderGheReport(
          reportInputOf(request.language as Language, ghe, company?.corporateName, agent),
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="GHE-${ghe.code.replace(/[^\w.-]/g, '_')}-${agent.agent}.pdf"`,
          )
          .send(pdf);
      },
    );
  };
}
