import type { Page } from '@playwright/test';
import type { MockState } from '../../mocks/state/dimensions';
import { STATE_STORAGE_KEY } from '../../mocks/state/store';

/** Merges dimensions into the stored mock state (runs in the page). */
function mergeStoredState([key, dimensions]: readonly [string, Partial<MockState>]): void {
  const raw = localStorage.getItem(key);
  const stored = raw ? (JSON.parse(raw) as { state?: object }) : {};
  localStorage.setItem(
    key,
    JSON.stringify({ ...stored, state: { ...stored.state, ...dimensions }, preset: null }),
  );
}

/**
 * Changes dimensions of the mock state (mocks/state/dimensions.ts) in the site's localStorage,
 * where the mock server reads it on every request, without telling the app: for a fault that
 * starts or ends under a page that is already showing, or that the first page meets. Before any
 * page of the site, the site's robots.txt is opened to reach its storage (a static file: no app
 * loads).
 */
export async function changeMockState(page: Page, change: Partial<MockState>): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate(mergeStoredState, [STATE_STORAGE_KEY, change] as const);
}
