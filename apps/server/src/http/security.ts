import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP the built web app passes: scripts only from our origin (no inline, no eval);
 * inline style attributes stay allowed because Mantine and ECharts set element styles.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  // The noise file reader is a module worker from our origin; no blob: or data: workers.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https
        ? { ...contentSecurityPolicy, upgradeInsecureRequests: [] }
        : contentSecurityPolicy,
    },
    // Web Serial needs a top-level browsing context; nothing embeds us.
    crossOriginEmbedderPolicy: false,
    hsts: options.https,
  });
}
