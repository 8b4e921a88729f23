/**
 * The mock backend of mocks/ for a plain Node HTTP server (tests/perf/lib/mock-api.mjs), loaded
 * through Vite's module runner in one module graph, so that handlers and scenarios share one db.
 */
export { handlers } from '../../../mocks/handlers/index.ts';
export { resetMocks, setScenario } from '../../../mocks/scenarios.ts';
