import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import { maxPdfBytes, maxRecordBytes } from '../../http/upload-receiver.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createMeasurementRepository } from './measurement-repository.ts';
import { measurementRoutes } from './measurement-routes.ts';
import { createMeasurementService } from './measurement-service.ts';
import { createReportSigning } from './report-signing.ts';
import { reportSigningRoutes } from './report-signing-routes.ts';

/** The measurements feature: its repository, service and signed-in routes. */
export async function registerMeasurements(
  app: FastifyInstance,
  deps: FeatureDeps,
  notifier: Notifier,
): Promise<void> {
  const repository = createMeasurementRepository(deps.database.db);
  const service = createMeasurementService({
    repository,
    storage: deps.storage,
    parsing: deps.uploads.parsing,
    notifier,
    maxRecordBytes: maxRecordBytes(deps.config.bodyLimitBytes),
  });
  const uploads = {
    receiver: deps.uploads,
    maxFileBytes: deps.config.bodyLimitBytes,
    maxPdfBytes: Math.min(maxPdfBytes, deps.config.bodyLimitBytes),
  };
  const signing = createReportSigning({ repository, storage: deps.storage, parsing: deps.uploads.parsing });
  await registerRouteFolder(app, 'signedIn', [
    measurementRoutes(service, uploads),
    reportSigningRoutes(signing, uploads),
  ]);
}
