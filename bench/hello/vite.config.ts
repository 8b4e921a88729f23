import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkMapPlugin } from '../../scripts/vite-plugin-chunk-map.ts';
import { browserTargets } from '../../scripts/browser-targets.ts';

// Same plugin and target as the site's vite.config.ts, so the two bundles compare fairly.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), chunkMapPlugin()],
  build: { target: browserTargets(), sourcemap: false },
});
