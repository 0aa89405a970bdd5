import type { FastifyInstance } from 'fastify';

/** Who may call the routes of a folder. */
export type RouteAccess = 'public' | 'signedIn' | 'admin';

/** Registers the routes of one file on the folder's scope. */
export type RouteModule = (scope: FastifyInstance) => void;

const bearerSecurity = [{ bearerAuth: [] }];

/**
 * One route folder: its route modules share one encapsulated scope whose single onRequest hook
 * applies the folder's access (the role of fastify/demo's `autohooks.ts`), so no route carries its
 * own `onRequest` line and a route added to the folder cannot forget it. The OpenAPI document
 * gets the bearer requirement the same way.
 */
export async function registerRouteFolder(
  app: FastifyInstance,
  access: RouteAccess,
  modules: RouteModule[],
): Promise<void> {
  await app.register(async (scope) => {
    if (access !== 'public') {
      scope.addHook('onRequest', access === 'admin' ? scope.requireAdmin : scope.authenticate);
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, security: bearerSecurity };
      });
    }
    for (const register of modules) register(scope);
  });
}
