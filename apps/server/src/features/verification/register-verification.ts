import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createVerificationRepository } from './verification-repository.ts';
import { ownerVerificationRoutes, publicVerificationRoutes } from './verification-routes.ts';

/** Public verification of saved reports and their revocation by the owner (docs/reports.md). */
export async function registerVerification(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const repository = createVerificationRepository(deps.database.db);
  await registerRouteFolder(app, 'public', [publicVerificationRoutes(repository)]);
  await registerRouteFolder(app, 'signedIn', [ownerVerificationRoutes(repository)]);
}
