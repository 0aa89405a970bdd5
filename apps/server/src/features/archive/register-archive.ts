import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createArchiveRepository } from './archive-repository.ts';
import { archiveRoutes } from './archive-routes.ts';
import { createArchiveService } from './archive-service.ts';
import { createHomeRepository } from './home-repository.ts';
import { homeRoutes } from './home-routes.ts';
import { quotaRoutes } from './quota-routes.ts';
import { createShareRepository } from './share-repository.ts';
import { shareRoutes } from './share-routes.ts';
import { createShareService } from './share-service.ts';

/** The cloud archive (docs/archive.md): tree, shares, quota, and the home dashboard it feeds. */
export async function registerArchive(
  app: FastifyInstance,
  deps: FeatureDeps,
  notifier: Notifier,
): Promise<void> {
  const repository = createArchiveRepository(deps.database.db);
  // The usage trigger reads STORAGE_QUOTA_MB from the database; this server's value wins.
  await repository.setDefaultQuota(deps.config.storageQuotaMb);
  const archive = createArchiveService({ repository, storage: deps.storage });
  const shares = createShareService({
    archive,
    shares: createShareRepository(deps.database.db),
    notifier,
    mail: deps.mail,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  await registerRouteFolder(app, 'signedIn', [
    archiveRoutes(archive, { receiver: deps.uploads, maxFileBytes: deps.config.bodyLimitBytes }),
    shareRoutes(shares),
    homeRoutes(createHomeRepository(deps.database.db)),
  ]);
  await registerRouteFolder(app, 'admin', [quotaRoutes(repository)]);
}
