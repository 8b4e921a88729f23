import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { installMockBackend, loadPages, renderApp, type RenderedApp } from '../kit/render-app';
import { FAILURES, INLINE_ERROR, MESSAGES } from '../../support/failure-kinds';

/**
 * The failure suite (docs/architecture.md "Reliability"): every endpoint the pages call, failed by
 * the mock backend one at a time (`?mock=<scenario>&mock-only=<path>`, mocks/README.md) as an HTTP
 * 500, a timeout, malformed JSON, a business error and being offline, through the real route table
 * and guards. Each must leave a clear Chinese message (or, for the calls docs/product-rules.md §8
 * makes silent, the page's normal content), never a blank page, an unhandled rejection or a
 * console error. Retries are counted over the wire: user info 3, im info 2, every other call
 * none. What needs a browser (its own network errors, the analytics start after a failed load)
 * is tests/e2e/failures.spec.ts.
 */
installMockBackend();

interface Endpoint {
  /** Path prefix of the call (mock-only). */
  path: string;
  /** The page that makes it on load. */
  page: string;
  login?: boolean;
  /** docs/product-rules.md §9: retries after the first attempt. */
  retries?: number;
  /** A §8 silent call falls back to defaults without a message: the page shows this instead. */
  silentShows?: RegExp;
  /** Where the page ends when this call fails (default: where it started). */
  endsAt?: string;
}

const ENDPOINTS: Endpoint[] = [
  // The avatar menu's user info on a public page (the guard loads it too: one shared query).
  { path: '/v1/web/user/info/get', page: '/download', login: true, retries: 3 },
  // On a protected page a failed load, once its retries are spent, sends the visitor to the login
  // route (docs/product-rules.md §4): from the guard, or after its wait from the page's account gate.
  {
    path: '/v1/web/user/info/get',
    page: '/profile/packages',
    login: true,
    retries: 3,
    endsAt: '/login',
  },
  { path: '/v1/ow/im/info', page: '/profile/device', login: true, retries: 2 },
  { path: '/v1/api/device/list', page: '/profile/device', login: true },
  { path: '/v1/api/user/assets', page: '/profile/packages', login: true },
  { path: '/v1/api/order/list', page: '/profile/orders', login: true },
  { path: '/v1/api/order/list', page: '/profile/invoices', login: true },
  { path: '/v1/api/invoice/history', page: '/profile/invoicing-history', login: true },
  { path: '/v1/api/union_product/list', page: '/payment' },
  { path: '/v1/web/config', page: '/payment', silentShows: /套餐购买暂未开放/ },
  { path: '/v1/promotion/config', page: '/payment', silentShows: /立即购买/ },
  { path: '/v1/enumerate/info', page: '/download' },
];

/** Calls to the mock backend, counted as they reach it, and the ones still to answer. */
function countCalls(path: string, hangs: boolean) {
  const counts = { made: 0, endpoint: 0, pending: 0 };
  const underTest = (request: Request) => new URL(request.url).pathname.startsWith(path);
  const onStart = ({ request }: { request: Request }) => {
    counts.made++;
    if (underTest(request)) counts.endpoint++;
    if (!(hangs && underTest(request))) counts.pending++;
  };
  const onEnd = ({ request }: { request: Request }) => {
    if (!(hangs && underTest(request))) counts.pending--;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  return {
    counts,
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:end', onEnd);
    },
  };
}

/** One turn of the event loop (not on the test's clock: React's scheduler and I/O run in it). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How far the test's clock, which also follows real time, moves while the app is watched. */
const QUIET_MS = 40;

/**
 * The app has settled: every call that will answer has answered, and the clock moved on a little
 * without a new call, so that what the answers started (a toast, the next retry's timer, a page's
 * code, a task the app put off) has run.
 */
async function settle(counts: { made: number; pending: number }): Promise<void> {
  for (;;) {
    while (counts.pending > 0) await turn();
    const made = counts.made;
    const from = Date.now();
    while (Date.now() - from < QUIET_MS) await turn();
    if (counts.made === made && counts.pending === 0) return;
  }
}

/** Every toast text the page shows, when it shows (a jump of the clock may close it since). */
function recordToasts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const text = toast.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

/**
 * Moves the clock on until `done` holds, the app settled before each jump: by the retry delays
 * (React Query's default, doubling from a second) or, for the timeout that never answers, past the client's API_TIMEOUT_MS.
 */
async function jumpUntil(
  done: () => boolean,
  step: number,
  counts: { made: number; pending: number },
): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await settle(counts);
    if (done()) return;
    await vi.advanceTimersByTimeAsync(step);
  }
}

function expectNotBlank(app: RenderedApp): void {
  expect(app.container.querySelector('nav')).not.toBeNull();
  const main = app.container.querySelector('main');
  expect(main?.textContent?.trim().length ?? 0, 'main has content').toBeGreaterThan(10);
}

// The pages' code loads before the clock is the test's: loading it later takes real time that
// no jump stands for.
beforeAll(() => loadPages(ENDPOINTS.map((endpoint) => endpoint.page)), 60_000);

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(ENDPOINTS)('$path on $page', (endpoint) => {
  it.each(FAILURES)(
    '%s',
    async (failure) => {
      const calls = countCalls(endpoint.path, failure === 'timeout');
      const toasts = recordToasts();
      try {
        const app = await renderApp(endpoint.page, {
          signedIn: endpoint.login,
          mock: `?mock=${failure}&mock-only=${encodeURIComponent(endpoint.path)}`,
        });
        const step = failure === 'timeout' ? 16_000 : 4_500;
        const shown = () =>
          endpoint.silentShows
            ? screen.queryAllByText(endpoint.silentShows).length > 0
            : toasts.seen.some((text) => text.includes(MESSAGES[failure])) ||
              (failure === 'timeout' && screen.queryAllByText(INLINE_ERROR).length > 0);
        await jumpUntil(shown, step, calls.counts);
        expect(shown(), `${MESSAGES[failure]} shown`).toBe(true);
        expectNotBlank(app);
        const endsAt = endpoint.endsAt ?? endpoint.page;
        await jumpUntil(() => app.router.state.location.pathname === endsAt, step, calls.counts);
        expect(app.router.state.location.pathname).toBe(endsAt);
        const expected = 1 + (failure === 'business-errors' ? 0 : (endpoint.retries ?? 0));
        await jumpUntil(() => calls.counts.endpoint >= expected, step, calls.counts);
        // Still that count two jumps later: a further retry would come within two steps of the last.
        for (let i = 0; i < 2; i++) {
          await vi.advanceTimersByTimeAsync(step);
          await settle(calls.counts);
        }
        expect(calls.counts.endpoint, `${endpoint.path} calls under ${failure}`).toBe(expected);
      } finally {
        calls.stop();
        toasts.stop();
      }
    },
    30_000,
  );
});
