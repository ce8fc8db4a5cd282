import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { layoutPages } from './scripts/layoutPages.mjs';

/** Writes the brotli and gzip copy of every text file once the build is written (see the script). */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'kindred-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const t = precompress(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(`precompressed ${t.files} files: ${kb(t.identity)} -> gzip ${kb(t.gzip)}, br ${kb(t.br)}`);
    },
  };
}

/**
 * The edge serves dist/ at / on a single machine (WEB_DIST) and falls back to the layout's page
 * (m.html, w.html, admin.html; scripts/layoutPages.mjs) or index.html for client-side routes, so every
 * asset path is absolute. The manifest lets scripts/bundle-size.mjs
 * measure what each route loads; web/public (icons) is copied to the root of dist/.
 */
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    layoutPages({
      m: path.resolve(__dirname, 'src/mobile/MobileApp.tsx'),
      w: path.resolve(__dirname, 'src/desktop/DesktopApp.tsx'),
      admin: path.resolve(__dirname, 'src/admin/AdminApp.tsx'),
    }),
    precompressed(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the target admits preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
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
