import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import nginxCsp from './scripts/vite-plugin-nginx-csp.ts';
import apiPreconnect from './scripts/vite-plugin-api-preconnect.ts';
import { sitemapPlugin } from './scripts/vite-plugin-sitemap.ts';
import { buildIdPlugin } from './scripts/vite-plugin-build-id.ts';
import { chunkMapPlugin } from './scripts/vite-plugin-chunk-map.ts';
import { downloadQrPlugin } from './scripts/vite-plugin-download-qr.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { mockLanPlugin } from './scripts/vite-plugin-mock-lan.ts';
import { mockWorkbenchPlugin } from './scripts/vite-plugin-mock-workbench.ts';
import { browserTargets } from './scripts/browser-targets.ts';
import { routeChunkName } from './scripts/route-chunks.ts';
import { previewIdentityPlugin } from './scripts/vite-plugin-preview-identity.ts';

/**
 * Vite copies public/ into every build, the MSW worker included (docs/integration-notes.md §4).
 * Production builds must not ship it, so it is removed after the bundle is written.
 */
function dropMockWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode === 'mock') return;
      for (const file of ['mockServiceWorker.js', 'mock-service-worker.js']) {
        rmSync(resolve(outDir, file), { force: true });
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    dropMockWorker(mode),
    // The stand-in workbench sub-app at /__mock-workbench/, in development and mock modes only.
    mockWorkbenchPlugin(mode),
    nginxCsp(),
    apiPreconnect(),
    sitemapPlugin(),
    downloadQrPlugin(),
    buildIdPlugin(),
    chunkMapPlugin(),
    prerenderPlugin(),
    // The preview and dev servers' relay for a phone paying mock QR codes (mocks/README.md).
    mockLanPlugin(),
    previewIdentityPlugin(),
  ],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      '@mocks': resolve(import.meta.dirname, 'mocks'),
    },
  },
  build: {
    // The browser support policy, package.json's `browserslist` (docs/decisions/0012-browser-support.md):
    // JavaScript is lowered to its oldest browsers, and CSS too (cssTarget follows target).
    target: browserTargets(),
    sourcemap: false,
    // A chunk over perf-budget.json's `maxChunkGzipBytes` is a budget failure
    // (docs/decisions/0008-first-load-budget.md); warn early on raw size.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // src/api is declarations and pure functions only (no top-level effects), which the bundler
      // cannot prove (the TS enums it imports are IIFEs). Said explicitly, an import of one query
      // does not drag every service into the first load (docs/decisions/0008-first-load-budget.md).
      treeshake: {
        moduleSideEffects: (id: string) => (/\/src\/api\/[^?]*\.ts$/.test(id) ? false : undefined),
      },
      output: {
        // React DOM alone is large: with the router and the app in one entry chunk it would pass
        // the per-chunk budget (`maxChunkGzipBytes`). Both are in every first load, so splitting
        // costs nothing. The entry's own graph is one chunk; the pages' code goes by the routes
        // that load it (scripts/route-chunks.ts). Each module named there takes only itself: its
        // imports are named by the routes reaching them, a set that always holds the module's.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router(-dom)?[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            {
              name: routeChunkName(import.meta.dirname),
              debugName: 'routes',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
}));
