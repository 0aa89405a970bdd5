import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { authPlugin } from '../features/auth/auth-plugin.ts';
import { registerLoginRoutes } from '../features/auth/login-routes.ts';
import { registerOidcRoutes } from '../features/auth/oidc/oidc-routes.ts';
import { createMeasurementRepository } from '../features/measurements/measurement-repository.ts';
import { registerMeasurementRoutes } from '../features/measurements/measurement-routes.ts';
import { createMeasurementService } from '../features/measurements/measurement-service.ts';
import { registerPushRoutes } from '../features/push/push-routes.ts';
import { createServices, type Services } from '../features/services.ts';
import { registerImageRoutes } from '../features/users/image-routes.ts';
import { registerProfileRoutes } from '../features/users/profile-routes.ts';
import { registerRegistrationRoutes } from '../features/users/registration-routes.ts';
import { serverVersion } from '../version.ts';
import { registerHealthRoute } from './health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Repositories and services of the features (tests reach the mail queue and storage through it). */
    services: Services;
  }
}

/** One place that mounts every API route module under /api. */
export async function registerRoutes(
  app: FastifyInstance,
  { config, database }: AppDependencies,
): Promise<void> {
  registerHealthRoute(app, database, serverVersion);

  const services = createServices(config, database, app.log);
  app.decorate('services', services);
  app.addHook('onClose', async () => services.mail.close());
  // Later route modules protect themselves with `onRequest: app.authenticate` or `app.requireAdmin`.
  await app.register(authPlugin, {
    accessTokens: services.accessTokens,
    sessions: services.sessionRepository,
  });

  // Feature route modules; zod validation failures answer 400 with translated messages through
  // the application's error handler (http/error-handler.ts).
  await app.register(async (api) => {
    registerLoginRoutes(api, services);
    registerOidcRoutes(api, services);
    registerRegistrationRoutes(api, services);
    registerProfileRoutes(api, services);
    registerImageRoutes(api, services);
    registerPushRoutes(api, services);
    registerMeasurementRoutes(
      api,
      createMeasurementService({
        repository: createMeasurementRepository(database.db),
        storage: services.storage,
      }),
    );
  });
}
