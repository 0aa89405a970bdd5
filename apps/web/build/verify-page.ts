import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';

// The public verification page (/verify/{code}, docs/reports.md "Verification page") is a build of
// its own: a second input of the app's build would share the app's `$initial` chunk (the code-
// splitting group of vite.config.ts takes every statically imported module of any entry), and the
// page must load ≤ 100 KB gzip of JS (bench/web/verify-page.ts). Same root and output folder as the
// app: verify.html and assets/verify-*.js beside the app's files; the server sends verify.html for
// /verify/* (apps/server static-web.ts).

const root = fileURLToPath(new URL('..', import.meta.url));
export const verifyPageHtml = 'verify.html';

export function verifyPageConfig(logLevel: InlineConfig['logLevel']): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel,
    plugins: [precompress()],
    // The app's build copied public/ already.
    publicDir: false,
    build: {
      outDir: fileURLToPath(new URL('../dist', import.meta.url)),
      emptyOutDir: false,
      assetsInlineLimit: 0,
      rolldownOptions: { input: { verify: fileURLToPath(new URL(`../${verifyPageHtml}`, import.meta.url)) } },
    },
  };
}

/**
 * Builds the verify page after the app (so `vite build apps/web` makes both), and in the dev server
 * answers /verify/{code} with verify.html, as the server does in production.
 */
export function verifyPage(): Plugin {
  let logLevel: InlineConfig['logLevel'];
  return {
    name: 'ohp-verify-page',
    configResolved(config) {
      logLevel = config.logLevel;
    },
    async closeBundle(error) {
      if (error || this.meta.watchMode) return;
      await build(verifyPageConfig(logLevel));
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/verify(\/|$)/.test(request.url)) request.url = `/${verifyPageHtml}`;
        next();
      });
    },
  };
}
