import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import nginxCsp from './scripts/vite-plugin-nginx-csp.ts';
import { sitemapPlugin } from './scripts/vite-plugin-sitemap.ts';

/**
 * Vite copies public/ into every build, the MSW worker included (INTEGRATION.md §4).
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
      if (mode !== 'mock') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorker(mode), nginxCsp(), sitemapPlugin()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      '@mocks': resolve(import.meta.dirname, 'mocks'),
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    // A chunk over 100 KB gzip is a budget failure (issue 8); warn early on raw size.
    chunkSizeWarningLimit: 300,
  },
  server: { host: '127.0.0.1' },
}));
