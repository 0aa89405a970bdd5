import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { companyRoutes, invitationViewRoutes } from './company-routes.ts';
import { deviceRoutes } from './device-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { createOrganisationServices, type OrganisationServices } from './organisation-services.ts';

export type { OrganisationServices };

/**
 * Companies (members, roles, e-mailed invitations), groups and the user's devices with their
 * calibration certificates (docs/organisations.md). Reading an invitation needs only its token.
 */
export async function registerOrganisations(
  app: FastifyInstance,
  deps: FeatureDeps,
  notifier: Notifier,
): Promise<void> {
  const services = createOrganisationServices(deps, notifier);
  await registerRouteFolder(app, 'public', [invitationViewRoutes(services)]);
  await registerRouteFolder(app, 'signedIn', [
    companyRoutes(services),
    groupRoutes(services),
    deviceRoutes(services),
  ]);
}
