/**
 * msw/node for vitest. Typical setup:
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMocks(); });
 *   afterAll(() => server.close());
 * Under jsdom the db lives in jsdom's localStorage, under the node environment in memory.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

export { getDb, reloadDb } from './db';
export {
  activePreset,
  applyMockUrl,
  applyPreset,
  getMockState,
  setDimensions,
  resetMocks,
} from './scenarios';
export { TEST_PHONE, TEST_TOKEN, NON_MEMBER_TOKEN, SMS_CODE } from './fixtures/accounts';
