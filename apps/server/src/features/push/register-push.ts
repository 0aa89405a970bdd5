import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createPushRepository } from './push-repository.ts';
import { registerPushRoutes, registerPushKeyRoute } from './push-routes.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

/** Web Push: subscriptions of the signed-in user, the VAPID public key, and delivery (the sender). */
export async function registerPush(app: FastifyInstance, deps: FeatureDeps): Promise<PushSender> {
  const push = createPushRepository(deps.database.db);
  const keys = await resolveVapidKeys(deps.database.db, {
    ...deps.config.vapid,
    dataDir: deps.config.dataDir,
  });
  const allowInsecureEndpoints = deps.config.pushAllowInsecureEndpoints;
  if (allowInsecureEndpoints)
    deps.log.warn(
      'PUSH_ALLOW_INSECURE_ENDPOINTS is on: push subscriptions may name http and loopback endpoints',
    );
  const sender = createPushSender({
    repository: push,
    keys,
    subject: deps.config.vapid.subject,
    log: deps.log,
    allowInsecureEndpoints,
  });
  await registerRouteFolder(app, 'public', [(scope) => registerPushKeyRoute(scope, sender.publicKey)]);
  await registerRouteFolder(app, 'signedIn', [
    (scope) => registerPushRoutes(scope, push, { allowInsecureEndpoints }),
  ]);
  return sender;
}
