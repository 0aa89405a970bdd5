import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { AuthServices } from '../auth/register-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerLocalAccountRoute } from './local-account-route.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';
import { createUserServices, type UserServices } from './user-services.ts';

export type { UserServices };

/**
 * Accounts: registration and recovery (public folder), the signed-in user's profile, password,
 * deletion and images (signed-in folder). Uses the sign-in feature's sessions and e-mailed codes.
 */
export async function registerUsers(
  app: FastifyInstance,
  deps: FeatureDeps,
  auth: AuthServices,
): Promise<void> {
  const services = createUserServices(deps, auth);
  registerLocalAccountRoute(app, deps.database);
  await registerRouteFolder(app, 'public', [(scope) => registerRegistrationRoutes(scope, services)]);
  await registerRouteFolder(app, 'signedIn', [
    (scope) => registerProfileRoutes(scope, services),
    (scope) => registerImageRoutes(scope, services),
  ]);
}
