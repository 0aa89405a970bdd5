import { jobSummarySchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { jobSummary } from './job-status-repository.ts';

/** GET /api/admin/jobs: background jobs (e-mail, checks) pending, retried or failed; admin folder. */
export function jobRoutes(database: Database) {
  return (app: FastifyInstance): void => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/jobs',
      {
        schema: {
          summary: 'Background jobs: counts by state and the latest jobs, pending and failed first',
          tags: ['admin'],
          response: {
            200: dataOf(jobSummarySchema),
            ...errorAnswers(401, 404),
          },
        },
      },
      async () => ({ data: await jobSummary(database) }),
    );
  };
}
