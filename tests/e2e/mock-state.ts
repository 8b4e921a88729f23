import type { Page } from '@playwright/test';
import type { MockState } from '../../mocks/state/dimensions';
import { STATE_STORAGE_KEY } from '../../mocks/state/store';

/**
 * Changes dimensions of the mock state (mocks/state/dimensions.ts) in the page's localStorage,
 * where the mock server reads it on every request, without telling the app: for a fault that
 * starts or ends under a page that is already showing.
 */
export async function changeMockState(page: Page, change: Partial<MockState>): Promise<void> {
  await page.evaluate(
    ([key, dimensions]) => {
      const raw = localStorage.getItem(key);
      const stored = raw ? (JSON.parse(raw) as { state?: object }) : {};
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, state: { ...stored.state, ...dimensions }, preset: null }),
      );
    },
    [STATE_STORAGE_KEY, change] as const,
  );
}

/**
 * Sets dimensions of the mock state before every document of the page loads (as a state chosen
 * earlier in the QA panel would be), e.g. the stand-in WeixinJSBridge's answer.
 */
export async function presetMockState(page: Page, change: Partial<MockState>): Promise<void> {
  await page.addInitScript(
    ([key, dimensions]) => {
      const raw = localStorage.getItem(key);
      const stored = raw ? (JSON.parse(raw) as { state?: object }) : {};
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, state: { ...stored.state, ...dimensions }, preset: null }),
      );
    },
    [STATE_STORAGE_KEY, change] as const,
  );
}
