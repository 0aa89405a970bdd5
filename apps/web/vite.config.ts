import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { verifyPage } from './build/verify-page.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// `vite build apps/web` (root script) and `vite apps/web` (dev server with the API proxy).
export default defineConfig({
  root,
  plugins: [react(), precompress(), verifyPage()],
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
