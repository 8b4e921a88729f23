/**
 * What the bench's Node scripts need to know of the app and its mock backend, from where the app
 * and the mocks define it: they load this module through Vite (tests/perf/lib/typescript.mjs).
 * Relative imports only, as the route table's.
 */
export { TEST_PHONE, TEST_TOKEN } from '../../mocks/fixtures/accounts.ts';
export { NEXT_PAGES_WARM_MARK, ROUTE_READY_MARK } from '../../src/shared/perf-marks.ts';
