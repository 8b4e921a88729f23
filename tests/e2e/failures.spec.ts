import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import { holdAnalyticsSdk, runOnClock } from './hydration';
import { FAILURES, INLINE_ERROR, MESSAGES } from '../support/failure-kinds';

/**
 * The failure suite in a real browser (docs/architecture.md "Reliability"). Every endpoint under
 * every failure, through the real route table, is tests/unit/app/failures.test.tsx; here two calls
 * of /download fail over the browser's own network stack and the mock service worker — user info,
 * which the analytics start waits for, with its retries, and a call that is never retried — as an
 * HTTP 500, a timeout, malformed JSON, a business error and being offline. Each leaves a clear
 * Chinese message, never a blank screen, an unhandled rejection or a console error (the fixture
 * fails the test on those; only Chromium's own "Failed to load resource" line for an HTTP error
 * status is expected), the retries counted over the wire, and the work after load still runs.
 */
test.describe.configure({ timeout: 180_000 });

interface Endpoint {
  /** Path prefix of the call (mock-only). */
  path: string;
  /** The page that makes it on load. */
  page: string;
  login?: boolean;
  /** docs/product-rules.md §9: retries after the first attempt. */
  retries?: number;
}

const ENDPOINTS: Endpoint[] = [
  // The avatar menu's user info on a public page (the guard loads it too: one shared query).
  { path: '/v1/web/user/info/get', page: '/download', login: true, retries: 3 },
  { path: '/v1/enumerate/info', page: '/download' },
];

/** No blank screen: the navbar and some text of the page are there (CSS, not roles: a modal hides them). */
async function expectNotBlank(page: Page) {
  await expect(page.locator('nav').first()).toBeVisible();
  await expect(page.locator('main')).toBeVisible();
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length, 'main has content').toBeGreaterThan(10);
}

interface ApiCalls {
  /** Calls made by this document. */
  made: number;
  /** Of those, the ones to the endpoint under test. */
  endpoint: number;
  /** Calls on their way that will answer (not the timeout scenario's call under test). */
  pending: number;
}

/**
 * Counts the page's API calls where they are made, at `fetch` (the mock worker answers them in
 * the page, so they are counted from the call to its answer), per document.
 */
async function countApiCalls(page: Page, endpointPath: string): Promise<() => Promise<ApiCalls>> {
  await page.addInitScript((path) => {
    const calls: ApiCalls = { made: 0, endpoint: 0, pending: 0 };
    (window as unknown as { __apiCalls: ApiCalls }).__apiCalls = calls;
    const hangs = new URLSearchParams(window.location.search).get('mock') === 'timeout';
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        input instanceof Request ? input.url : String(input),
        window.location.href,
      );
      if (!url.pathname.startsWith('/v1/')) return original(input, init);
      calls.made++;
      const underTest = url.pathname.startsWith(path);
      if (underTest) calls.endpoint++;
      const answer = original(input, init);
      if (!(hangs && underTest)) {
        calls.pending++;
        const done = () => void calls.pending--;
        answer.then(done, done);
      }
      return answer;
    };
  }, endpointPath);
  return () =>
    page.evaluate(() => ({ ...(window as unknown as { __apiCalls: ApiCalls }).__apiCalls }));
}

/**
 * The page has settled: every call that will answer has answered, and a turn of the page (two
 * frames and tasks) passed without a new call — what the answers started (a toast, the next
 * retry's timer, the next call) has run.
 */
async function settle(page: Page, apiCalls: () => Promise<ApiCalls>): Promise<void> {
  for (;;) {
    await expect.poll(async () => (await apiCalls()).pending, { intervals: [20, 50, 100] }).toBe(0);
    const { made } = await apiCalls();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))),
          ),
        ),
    );
    const now = await apiCalls();
    if (now.made === made && now.pending === 0) return;
  }
}

/**
 * Records every toast text the page shows, when it shows: a toast's timer runs on Playwright's
 * clock, so a jump may close it before it is looked at. Seen is what counts, not still there.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __toastsSeen: string[] }).__toastsSeen]);
}

/**
 * The page runs on Playwright's clock, so waiting is cheap. Before each jump the page settles
 * (a toast shows at once and a jump would run its timer out; a jump would also run out the
 * client's API_TIMEOUT_MS of a call still on its way): then `step` jumps over the retry delays
 * (React Query's default, doubling from a second), or, for the timeout scenario that never answers, jumps past API_TIMEOUT_MS
 * run that timeout out.
 */
async function waitWithClock(
  page: Page,
  done: () => boolean | Promise<boolean>,
  step: number,
  apiCalls: () => Promise<ApiCalls>,
) {
  for (let i = 0; i < 20; i++) {
    await settle(page, apiCalls);
    if (await done()) return;
    await page.clock.fastForward(step);
  }
}

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.path} on ${endpoint.page}: ${FAILURES.join(', ')}`, async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 5\d\d/,
      /^Failed to load resource: net::ERR_FAILED/,
    );
    await runOnClock(page);
    // The analytics SDK's code never comes, so that no clock jump can land in its start: that hung
    // Playwright's clock (`fastForward` never returned) on a loaded machine, twice (a fresh-clone
    // run, and a run of this file beside a busy CPU). Waiting for its start instead would wait out
    // user info's retries in real time (the SDK starts once the account has answered).
    const sdkLoadsHeld = await holdAnalyticsSdk(page);
    const apiCalls = await countApiCalls(page, endpoint.path);
    const toastsSeen = await recordToasts(page);
    for (const failure of FAILURES) {
      await test.step(failure, async () => {
        if (endpoint.login) {
          // Also after a step whose failed user info ended the session.
          await logIn(context, baseURL);
        }
        const step = failure === 'timeout' ? 16_000 : 4_500;
        const sdkLoadsBefore = sdkLoadsHeld();
        await page.goto(
          `${endpoint.page}?mock=${failure}&mock-only=${encodeURIComponent(endpoint.path)}`,
        );
        await expect(page.locator('#mock-qa-panel')).toBeAttached();
        // No jump before the page has made the call under test (and, settling, heard the others).
        await expect.poll(async () => (await apiCalls()).endpoint).toBeGreaterThan(0);

        // The API layer's toast says what went wrong (seen, even if a jump has closed it since);
        // for the timeout case the page's inline error state counts too.
        const toasted = async () =>
          (await toastsSeen()).some((text) => text.includes(MESSAGES[failure]));
        const inlineError = page.getByText(INLINE_ERROR).first();
        const shown = async () =>
          (await toasted()) || (failure === 'timeout' && (await inlineError.isVisible()));
        await waitWithClock(page, shown, step, apiCalls);
        expect(await shown(), `${MESSAGES[failure]} shown`).toBe(true);
        await expectNotBlank(page);
        const endsAt = new RegExp(`${endpoint.page}(\\?|$)`);
        // A toast may come before the end: each timed-out try is told as it happens.
        await waitWithClock(page, () => endsAt.test(page.url()), step, apiCalls);
        await expect(page).toHaveURL(endsAt);

        // Retries over the wire (business errors are never retried): the expected count, and still
        // that count two jumps later (a further retry would come within two steps of the last).
        const expected = 1 + (failure === 'business-errors' ? 0 : (endpoint.retries ?? 0));
        const calls = async () => (await apiCalls()).endpoint;
        await waitWithClock(page, async () => (await calls()) >= expected, step, apiCalls);
        for (let i = 0; i < 2; i++) {
          await page.clock.fastForward(step);
          await settle(page, apiCalls);
        }
        expect(await calls(), `${endpoint.path} calls under ${failure}`).toBe(expected);
        // The work after load ran, up to the SDK's load, which was held.
        await expect.poll(sdkLoadsHeld, 'the analytics SDK held').toBeGreaterThan(sdkLoadsBefore);
      });
    }
  });
}
