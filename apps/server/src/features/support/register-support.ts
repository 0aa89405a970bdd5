import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import { maxImageBytes, maxPdfBytes } from '../../http/upload-receiver.ts';
import type { AdminAudit } from '../admin/register-admin.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { ensureDemoSupport } from './demo-support.ts';
import { createFaqRepository } from './faq-repository.ts';
import { helpAdminRoutes, helpReadRoutes } from './help-routes.ts';
import { createSupportRepository } from './support-repository.ts';
import { supportAdminRoutes, supportReadRoutes } from './support-routes.ts';
import { createSupportService } from './support-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds the demo support document once (start.ts, when the demo account is on). */
    ensureDemoSupport(): Promise<void>;
  }
}

/** Support documents, videos, the FAQ and external links: read by everyone, managed by admins (docs/admin.md). */
export async function registerSupport(
  app: FastifyInstance,
  deps: FeatureDeps,
  audit: AdminAudit,
): Promise<void> {
  const repository = createSupportRepository(deps.database.db);
  const service = createSupportService({ repository, storage: deps.storage });
  app.decorate('ensureDemoSupport', () => ensureDemoSupport(deps.database.db, service));
  const faq = createFaqRepository(deps.database.db);
  await registerRouteFolder(app, 'public', [
    supportReadRoutes(service),
    helpReadRoutes(faq, deps.config.externalLinks),
  ]);
  // Documents are PDFs like the reports; videos keep BODY_LIMIT_MB; posters are images.
  const limit = deps.config.bodyLimitBytes;
  const uploads = {
    receiver: deps.uploads,
    maxBytes: {
      document: Math.min(maxPdfBytes, limit),
      video: limit,
      poster: Math.min(maxImageBytes, limit),
    },
  };
  await registerRouteFolder(app, 'admin', [
    supportAdminRoutes(service, uploads, audit),
    helpAdminRoutes(faq, audit),
  ]);
}
