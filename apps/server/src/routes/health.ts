import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

const healthAnswer = z.object({
  data: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
});

export function registerHealthRoute(app: FastifyInstance, database: Database, version: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database check (reachable and migrated)',
        tags: ['system'],
        response: { 200: healthAnswer, 503: z.object({ error: z.string() }) },
      },
    },
    async (request) => {
      // A load balancer must stop sending traffic to an instance whose database is gone, empty or
      // not migrated, not only when the connection fails.
      let migrated = false;
      try {
        migrated = await app.schemaReadiness.isMigrated();
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        throw new AppError(503, 'errors:databaseUnavailable');
      }
      if (!migrated) {
        app.schemaReadiness.repair();
        throw new AppError(503, 'errors:databaseUnavailable');
      }
      return {
        data: {
          status: 'ok' as const,
          database: database.kind,
          version,
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
    },
  );
}
