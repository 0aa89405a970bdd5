import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createComponentRepository } from './component-repository.ts';
import { componentRoutes } from './component-routes.ts';
import { createComponentService } from './component-service.ts';

/** The components feature: saved exposure situations of heat and vibration reports. */
export async function registerComponents(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const service = createComponentService(createComponentRepository(deps.database.db));
  await registerRouteFolder(app, 'signedIn', [componentRoutes(service)]);
}
