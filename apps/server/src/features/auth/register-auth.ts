import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { authPlugin } from './auth-plugin.ts';
import { scheduledRetries } from '../jobs/job-queue.ts';
import type { CleanupTask } from './cleanup-task.ts';
import { type AuthServices, createAuthServices } from './auth-services.ts';

export { type AuthServices, createAuthServices };
import { registerLoginRoutes } from './login-routes.ts';
import { registerOidcRoutes } from './oidc/oidc-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired codes, counters and old refresh tokens; started by start.ts, not by tests. */
    cleanup: CleanupTask;
  }
}

/**
 * The sign-in feature: decorates app.authenticate / app.requireAdmin (used by the signed-in route
 * folders of every other feature), registers its public routes and hands its services to the
 * features that need them (users).
 */
/** The hourly clean-up of expired codes, counters and refresh tokens, as a job. */
export const cleanupJob = 'cleanup-expired';

export async function registerAuth(app: FastifyInstance, deps: FeatureDeps): Promise<AuthServices> {
  const auth = createAuthServices(deps);
  await app.register(authPlugin, { accessTokens: auth.accessTokens, sessions: auth.sessionRepository });
  app.decorate('cleanup', auth.cleanup);
  // Scheduled hourly by start.ts, once per cluster.
  deps.jobs.define(cleanupJob, () => auth.cleanup.runOnce(), scheduledRetries);
  // The expired-row clean-up (started by start.ts) must finish before the database closes.
  app.addHook('onClose', async () => auth.cleanup.stop());
  await registerRouteFolder(app, 'public', [
    (scope) => registerLoginRoutes(scope, auth),
    (scope) => registerOidcRoutes(scope, auth),
  ]);
  return auth;
}
