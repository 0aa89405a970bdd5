import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import { maxRecordBytes } from '../../http/upload-receiver.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createMeasurementRepository } from '../measurements/measurement-repository.ts';
import { createMeasurementService } from '../measurements/measurement-service.ts';
import { co2proRoutes } from './co2pro-routes.ts';
import { createCo2proService } from './co2pro-service.ts';

/** The co2pro API of SPEC §7: CO2Pro measurements over the measurements feature's service. */
export async function registerCo2pro(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const measurements = createMeasurementService({
    repository: createMeasurementRepository(deps.database.db),
    storage: deps.storage,
    parsing: deps.uploads.parsing,
    maxRecordBytes: maxRecordBytes(deps.config.bodyLimitBytes),
  });
  await registerRouteFolder(app, 'signedIn', [
    co2proRoutes(createCo2proService(measurements), deps.uploads, deps.config.bodyLimitBytes),
  ]);
}
