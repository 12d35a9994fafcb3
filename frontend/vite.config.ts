import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  // Pinned to this folder so the build lands in frontend/dist whichever directory vite is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
