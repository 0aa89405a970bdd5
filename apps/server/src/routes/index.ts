import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { registerAdmin } from '../features/admin/register-admin.ts';
import { registerArchive } from '../features/archive/register-archive.ts';
import { registerAuth } from '../features/auth/register-auth.ts';
import { registerComponents } from '../features/components/register-components.ts';
import { registerEsocial } from '../features/esocial/register-esocial.ts';
import { createFeatureDeps } from '../features/feature-deps.ts';
import { registerGheStatistics } from '../features/ghe-statistics/register-ghe-statistics.ts';
import { registerCo2pro } from '../features/co2pro/register-co2pro.ts';
import { registerMeasurements } from '../features/measurements/register-measurements.ts';
import { registerNotifications } from '../features/notifications/register-notifications.ts';
import { registerOrganisations } from '../features/organisations/register-organisations.ts';
import { registerPush } from '../features/push/register-push.ts';
import { registerSupport } from '../features/support/register-support.ts';
import { registerUsers } from '../features/users/register-users.ts';
import { registerVerification } from '../features/verification/register-verification.ts';
import { serverVersion } from '../version.ts';
import { registerHealthRoute } from './health.ts';
import { registerPublicConfigRoute } from './public-config.ts';

/**
 * The list of features (docs/server-features.md): each registers its own repositories, services
 * and route folders. Sign-in comes first: it decorates the authentication the others' signed-in
 * folders apply. Zod validation failures answer 400 with translated messages through the
 * application's error handler (http/error-handler.ts).
 */
export async function registerRoutes(
  app: FastifyInstance,
  { config, database }: AppDependencies,
): Promise<void> {
  registerHealthRoute(app, database, serverVersion);
  registerPublicConfigRoute(app, config);
  const deps = createFeatureDeps(app, { config, database });
  const auth = await registerAuth(app, deps);
  await registerUsers(app, deps, auth);
  const push = await registerPush(app, deps);
  const notifier = await registerNotifications(app, deps, push);
  const audit = await registerAdmin(app, deps, auth, notifier);
  await registerSupport(app, deps, audit);
  await registerMeasurements(app, deps, notifier);
  await registerComponents(app, deps);
  await registerOrganisations(app, deps, notifier);
  await registerCo2pro(app, deps);
  await registerArchive(app, deps, notifier);
  await registerEsocial(app, deps);
  await registerVerification(app, deps);
  await registerGheStatistics(app, deps);
}
