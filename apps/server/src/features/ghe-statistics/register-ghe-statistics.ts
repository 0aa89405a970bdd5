import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import { createEsocialRepository } from '../esocial/esocial-repository.ts';
import { createEsocialService } from '../esocial/esocial-service.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createCompanyRepository } from '../organisations/company-repository.ts';
import { createGheStatisticsRepository } from './ghe-statistics-repository.ts';
import { gheStatisticsRoutes } from './ghe-statistics-routes.ts';
import { createGheStatisticsService } from './ghe-statistics-service.ts';

/** Exposure statistics of a GHE per agent and its report PDF (docs/statistics.md). */
export async function registerGheStatistics(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const esocialRepo = createEsocialRepository(deps.database.db);
  const esocial = createEsocialService({
    repo: esocialRepo,
    companies: createCompanyRepository(deps.database.db),
    storage: deps.storage,
  });
  const service = createGheStatisticsService({
    esocial,
    esocialRepo,
    repo: createGheStatisticsRepository(deps.database.db),
    storage: deps.storage,
  });
  await registerRouteFolder(app, 'signedIn', [gheStatisticsRoutes(service, esocialRepo)]);
}
