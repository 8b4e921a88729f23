import { availableParallelism } from 'node:os';
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
      // Vitest's default is one worker fewer than the cores: one on the two-core CI machine. At least two.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // One jsdom and one module graph per worker, not per file: a fresh environment for each file
      // would take most of the run's time. Each file still starts from clean
      // mocks, stubs and storage (restoreMocks, unstubEnvs, tests/unit/setup.ts).
      isolate: false,
      unstubEnvs: true,
    },
  }),
);
