import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The public verification page's own small build (apps/web/build/verify-page.ts). */
const verifyPage = 'verify.html';
const verifyPath = /^\/verify(\/|$)/;

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html so the client
 * router decides (it redirects unknown paths to /), except /verify/{code}, which gets the public
 * verification page (no app, no sign-in). Unknown /api paths answer 404 `{error}`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hasVerifyPage = hasWebApp && existsSync(join(webDist, verifyPage));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside its text files (apps/web/build/precompress.ts): sent to
      // browsers that accept them, with Vary: Accept-Encoding; other files go as they are.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join('assets', '')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // wildcard:false registers known files at start; index.html is sent by the not-found handler.
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (hasVerifyPage && wantsPage && verifyPath.test(path)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(verifyPage);
    }
    if (hasWebApp && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: request.t('errors:routeNotFound', { method: request.method, url: path }) });
  });
}
