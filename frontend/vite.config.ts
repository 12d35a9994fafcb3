import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const backend = 'http://localhost:3000';

export default defineConfig({
  // Pinned to this folder so the build lands in frontend/dist whichever directory vite is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Each built file is compressed once here, at the best quality, and the server sends these copies
    // (backend/src/web/frontend-assets.ts) instead of compressing every answer again at a fast level.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
      ],
      // index.html goes out with each page's head rendered into it, never as built.
      exclude: /\.html$/,
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
      // Answered by the server: redirects to the shop's profiles, and what search engines read.
      '/social': { target: backend, changeOrigin: true },
      '/robots.txt': { target: backend, changeOrigin: true },
      '/sitemap.xml': { target: backend, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Names each route's chunks, for `npm run size -w frontend` (scripts/first-load.mjs).
    manifest: true,
  },
});
