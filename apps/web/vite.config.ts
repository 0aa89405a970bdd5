import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `x.br` and `x.gz` beside every text file of the build (JS, CSS, SVG, HTML) of 1 kB or
 * more, which the server sends to browsers that accept them (apps/server static-web.ts,
 * preCompressed): ≈ 4.5 MB of JS and CSS travel as ≈ 1.4 MB. Brotli quality 9: within a few
 * percent of 11 at a tenth of the build time. Fonts and images are compressed already.
 */
function precompress(): Plugin {
  return {
    name: 'ohp-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const jobs: Promise<void>[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const bytes = Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(dir, fileName);
        jobs.push(
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }).then((out) => writeFile(`${path}.br`, out)),
          gzipAsync(bytes, { level: 9 }).then((out) => writeFile(`${path}.gz`, out)),
        );
      }
      await Promise.all(jobs);
    },
  };
}

// `vite build apps/web` (root script) and `vite apps/web` (dev server with the API proxy).
export default defineConfig({
  root,
  plugins: [react(), precompress()],
  // ES module workers (the noise file reader): they share chunks with the app, and the strict CSP
  // allows them from our origin (worker-src 'self').
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The production CSP allows data: fonts and images, but keeping assets as files is simpler to audit.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    // Every module the entry imports statically (the `$initial` tag: what any page needs before it
    // renders) in one chunk, instead of ≈ 20 small shared chunks: one request, and gzip sees the
    // whole (the sign-in page's JS 188.8 → 179.3 KB gzip; docs/web-quality.md, "First load"). The
    // screens keep their own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
  },
});
