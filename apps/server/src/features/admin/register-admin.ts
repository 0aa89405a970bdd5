import type { AuditAction } from '@ohp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { AuthServices } from '../auth/register-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { jobRoutes } from '../jobs/job-routes.ts';
import { adminActorOf } from './admin-actor.ts';
import { createAdminCatalogueRepository } from './admin-catalogue-repository.ts';
import { adminCatalogueRoutes } from './admin-catalogue-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminService } from './admin-service.ts';
import { createAdminUserRepository } from './admin-user-repository.ts';
import { createAuditRepository } from './audit-repository.ts';

/** The admin area (docs/admin.md): users, roles, password resets, export, the audit log,
 * and the companies and components lists. */
export async function registerAdmin(
  app: FastifyInstance,
  deps: FeatureDeps,
  auth: AuthServices,
  notifier: Notifier,
): Promise<{
  record(request: FastifyRequest, action: AuditAction, detail?: Record<string, string>): Promise<void>;
}> {
  const users = createAdminUserRepository(deps.database.db);
  const audit = createAuditRepository(deps.database.db);
  const service = createAdminService({ users, audit, refreshTokens: auth.refreshTokens, notifier });
  const catalogue = createAdminCatalogueRepository(deps.database.db);
  await registerRouteFolder(app, 'admin', [
    adminRoutes({ service, users, audit }),
    adminCatalogueRoutes(catalogue),
    jobRoutes(deps.database),
  ]);
  return {
    /** Other features' admin routes write their actions to the same log. */
    async record(request: FastifyRequest, action: AuditAction, detail: Record<string, string> = {}) {
      const actor = await adminActorOf(request, users);
      await audit.record({ actorId: actor.userId, actorEmail: actor.email, action, detail, ip: actor.ip });
    },
  };
}

export type AdminAudit = Awaited<ReturnType<typeof registerAdmin>>;
