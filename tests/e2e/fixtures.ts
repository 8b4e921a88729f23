import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { pauseEndlessAnimations } from './endless-animations';
import { waitForApp } from './hydration';
import { withScenario } from '../support/mock-url';
import { logIn } from './session';

/**
 * Fixtures (in the manner of epic-stack's): every test fails on a console error or an uncaught
 * exception unless it declares the ones it expects; `scenario` picks a mock QA scenario.
 */
interface Fixtures {
  /** Console errors matching one of these are expected by the test. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Opens `path` under mock scenario `name` (kept by the mock until changed). */
  gotoWithScenario: (path: string, name: string) => Promise<void>;
  /**
   * Opens `path` signed in (`logIn` in ./session.ts), under mock scenario `scenario` when given
   * (in the page's own address), until the app owns it.
   */
  openLoggedIn: (path: string, scenario?: string) => Promise<void>;
}

export const test = base.extend<Fixtures & { consoleGuard: void }>({
  // Every page of the test's context, a second tab included (./endless-animations.ts).
  context: async ({ context }, use) => {
    await context.addInitScript(pauseEndlessAnimations);
    await use(context);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = (page as PageWithAllow).__allowed ?? [];
      (page as PageWithAllow).__allowed = allowed;
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !unreachableByDesign(msg)) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      // An API call that a document being left starts in its last moments
      // (work the page scheduled for when it is idle can run then) would go to the network, where
      // the build's API host does not resolve: once the page unloads, such calls are held instead
      // (the document is going away, nothing waits for them). A page restored from the
      // back/forward cache gets its fetch back. Calls before that still fail the test when they
      // miss the mock.
      await page.addInitScript(() => {
        const send = window.fetch.bind(window);
        const holding = (input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(
            input instanceof Request ? input.url : String(input),
            window.location.href,
          );
          const toApi = url.origin !== window.location.origin && url.pathname.startsWith('/v1/');
          return toApi ? new Promise<Response>(() => undefined) : send(input, init);
        };
        let original: typeof window.fetch | undefined;
        window.addEventListener('beforeunload', () => {
          original = window.fetch.bind(window);
          window.fetch = holding;
        });
        window.addEventListener('pageshow', (event) => {
          if (event.persisted && original) window.fetch = original;
        });
      });
      await use();
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ page }, use) => {
    await use((...patterns) => {
      const p = page as PageWithAllow;
      p.__allowed = p.__allowed ?? [];
      p.__allowed.push(...patterns);
    });
  },
  openLoggedIn: async ({ page, context, baseURL }, use) => {
    await use(async (path, scenario) => {
      await logIn(context, baseURL);
      await page.goto(scenario ? withScenario(path, scenario) : path);
      // A private page's frame looks like the page before the app has taken it over.
      await waitForApp(page);
    });
  },
  gotoWithScenario: async ({ page }, use) => {
    await use(async (path, name) => {
      await page.goto(withScenario(path, name));
    });
  },
});

type PageWithAllow = Page & { __allowed?: RegExp[] };

/**
 * A failed load of a host the test browser cannot reach by design (playwright.config.ts resolves
 * loopback only): the analytics collector's page-leave beacons, which a page sends as it unloads,
 * when MSW has already let go of it, and WeChat's JS-SDK on pages opened with WeChat's user agent,
 * which then goes on without `wx`, as on any failed load. A test that needs either answered routes
 * it itself.
 */
function unreachableByDesign(msg: ConsoleMessage): boolean {
  if (!msg.text().startsWith('Failed to load resource')) return false;
  const url = URL.parse(msg.location().url);
  if (!url || /^(127\.0\.0\.1|localhost)$/.test(url.hostname)) return false;
  return /\/sa(\.gif)?$/.test(url.pathname) || url.hostname === 'res.wx.qq.com';
}

export { expect };
