import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config/env.ts';
import { toFastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/database.ts';
import { createSchemaReadiness, type SchemaReadiness } from './db/schema-readiness.ts';
import { createIpRateStore } from './features/auth/ip-rate-store.ts';
import { redactPaths, serializeRequest } from './features/auth/log-redaction.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { maxJsonBodyBytes } from './http/upload-receiver.ts';
import { registerRequestLog } from './http/request-log.ts';
import { languagePlugin } from './http/language.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { requestIdHeader, requestIdOf } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerUnstorableTextCheck } from './http/unstorable-text.ts';
import { registerWebApp } from './http/static-web.ts';
import { registerRoutes } from './routes/index.ts';
import { serverVersion } from './version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database holds this build's schema; repairs a recreated, empty one. */
    schemaReadiness: SchemaReadiness;
  }
}

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
}

/** Builds the whole HTTP application; `listen` is the caller's business (start.ts, tests). */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const jsonBodyLimitBytes = Math.min(config.bodyLimitBytes, maxJsonBodyBytes);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: redactPaths,
            // Codes and passwords can travel in the query string (?token=, ?password=): not in the log.
            serializers: { req: serializeRequest },
          },
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // The id comes from requestIdOf: a client's x-request-id only when short and plain.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // fastify's own two lines per request (incoming + completed) are replaced by one (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });

  registerRequestLog(app);
  await app.register(languagePlugin);
  const readiness = createSchemaReadiness(database, app.log);
  app.decorate('schemaReadiness', readiness);
  registerErrorHandling(app, {
    bodyLimitBytes: config.bodyLimitBytes,
    jsonBodyLimitBytes,
    onSchemaMissing: readiness.repair,
  });
  registerJsonBodyParser(app);
  registerUnstorableTextCheck(app);
  await registerSecurityHeaders(app, { https: config.publicUrl?.startsWith('https://') ?? false });
  // Limits are per route (login, codes); global:false keeps static files and health unthrottled.
  await app.register(rateLimit, { global: false, store: createIpRateStore(database.db) });
  await app.register(multipart, { limits: { fileSize: config.bodyLimitBytes, files: 1 } });
  await registerOpenApi(app, serverVersion);

  registerOpenApiRoute(app);
  await registerRoutes(app, { config, database });
  await registerWebApp(app, config.webDist);
  return app;
}
