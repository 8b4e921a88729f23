import type { BrowserContext } from '@playwright/test';
import { TEST_TOKEN } from '../../mocks/fixtures/accounts';

export { TEST_TOKEN };

/**
 * Signs the test phone in on `context` without a login or a page: the cookie of its always-valid
 * token (mocks/fixtures/accounts.ts) as the app writes it, so the next page loads signed in.
 * Returns the token. The login itself is the auth suite's.
 */
export async function logIn(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  await context.addCookies([
    { name: 'token', value: TEST_TOKEN, url: baseURL ?? 'http://127.0.0.1', sameSite: 'Lax' },
  ]);
  return TEST_TOKEN;
}
