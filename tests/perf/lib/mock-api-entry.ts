/**
 * The mock backend of mocks/ for a plain Node HTTP server (tests/perf/lib/mock-api.mjs), loaded
 * through Vite's module runner in one module graph, so that handlers and the mock state share one db.
 */
export { handlers } from '../../../mocks/handlers/index.ts';
export { resetMocks, applyPreset } from '../../../mocks/scenarios.ts';
