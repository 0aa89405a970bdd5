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

/**
 * Browser features: Web Serial for the instruments on our own pages, every other powerful feature
 * off (the app uses none of them; an injected script or a frame could not ask for them).
 */
export const permissionsPolicy = [
  'serial=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

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
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    // API answers are personal (tokens, profiles, measurements): no browser or proxy keeps them,
    // unless a route chose its own policy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
