import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { AuthServices } from '../auth/register-auth.ts';
import { maxImageBytes } from '../../http/upload-receiver.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerLocalAccountRoute } from './local-account-route.ts';
import { createProfileService } from './profile-service.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { createRecoveryService } from './recovery-service.ts';
import { createRegistrationService } from './registration-service.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';

function createUserServices({ storage, mail, uploads, config }: FeatureDeps, auth: AuthServices) {
  const { users, codes, limiter, refreshTokens, sessions } = auth;
  return {
    uploads,
    maxImageBytes: Math.min(maxImageBytes, config.bodyLimitBytes),
    sessions,
    registration: createRegistrationService({ users, codes, mail }),
    recovery: createRecoveryService({ users, codes, mail, refreshTokens, limiter }),
    profile: createProfileService({
      users,
      storage,
      refreshTokens,
      emailCodes: auth.emailCodeRepository,
      dummyHash: auth.dummyHash,
      // A decoded image takes far more memory than its file: the same slots as parsing readings.
      decoding: uploads.parsing,
    }),
  };
}

export type UserServices = ReturnType<typeof createUserServices>;

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
