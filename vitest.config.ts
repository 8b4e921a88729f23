import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // Avoid two copies of react-router in jsdom (docs/integration-notes.md §5).
    resolve: { conditions: ['module', 'browser', 'development|production'] },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      unstubEnvs: true,
    },
  }),
);
