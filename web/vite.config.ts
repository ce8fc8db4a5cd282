import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The edge serves dist/ at / on a single machine (WEB_DIST) and falls back to index.html for
 * client-side routes, so every asset path is absolute. The manifest lets scripts/bundle-size.mjs
 * measure what each route loads.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/member': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/pay': 'http://localhost:8080',
      '/socket': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
