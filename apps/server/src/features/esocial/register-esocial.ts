import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createCompanyRepository } from '../organisations/company-repository.ts';
import { createEsocialExports } from './esocial-export.ts';
import { createEsocialRepository } from './esocial-repository.ts';
import { esocialRoutes } from './esocial-routes.ts';
import { createEsocialService } from './esocial-service.ts';

/** Workers, GHEs and the S-2240 event of a company's workers (docs/esocial.md). */
export async function registerEsocial(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const repo = createEsocialRepository(deps.database.db);
  const service = createEsocialService({
    repo,
    companies: createCompanyRepository(deps.database.db),
    storage: deps.storage,
  });
  await registerRouteFolder(app, 'signedIn', [esocialRoutes(service, createEsocialExports(service, repo))]);
}
