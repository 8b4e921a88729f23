import { test as base, type Browser } from '@playwright/test';
import type { Engine, Journey } from '../support/journey/journey';
import { playwrightJourney } from '../support/journey/playwright-journey';
import { webDriverJourney } from './webdriver-journey';
import { startWebKitDriver, type WebKitDriver } from './webkitgtk';

export { expect } from '@playwright/test';

/**
 * A journey whose every step and check a test of tests/e2e already makes in Chromium, in the same
 * browser and viewport (named beside each use): the engines-chromium project leaves it to that
 * test (playwright.config.ts), and Firefox and WebKitGTK run it.
 */
export const E2E_TWIN = { tag: '@e2e-twin' } as const;

interface WorkerFixtures {
  /** The engine this project runs the journeys in (playwright.config.ts). */
  engine: Engine;
  /** The engine's browser process: Playwright's, or a WebKitWebDriver for WebKitGTK. */
  engineBrowser: { playwright: Browser } | { webkit: WebKitDriver };
}

/**
 * The core suite's fixture: `journey`, a page of the engine the project names, driven through
 * the same calls in every engine (tests/support/journey/journey.ts). A failed journey leaves a screenshot.
 */
export const test = base.extend<{ journey: Journey }, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine, playwright, browserName, channel, launchOptions }, use, workerInfo) => {
      if (engine === 'webkitgtk') {
        const webkit = await startWebKitDriver(100 + 10 * workerInfo.workerIndex);
        await use({ webkit });
        await webkit.stop();
        return;
      }
      const browser = await playwright[browserName].launch({ ...launchOptions, channel });
      await use({ playwright: browser });
      await browser.close();
    },
    { scope: 'worker' },
  ],
  journey: async (
    { engine, engineBrowser, baseURL, viewport, locale, timezoneId, userAgent, isMobile, hasTouch },
    use,
    testInfo,
  ) => {
    const size = viewport ?? { width: 1440, height: 900 };
    const failed = () => testInfo.status !== testInfo.expectedStatus;
    const shot = testInfo.outputPath('failure.png');
    if ('webkit' in engineBrowser) {
      const client = await engineBrowser.webkit.newSession(size, userAgent);
      const journey = webDriverJourney(client, baseURL!);
      try {
        await use(journey);
        if (failed()) await journey.screenshot(shot);
      } finally {
        await client.deleteSession();
      }
      return;
    }
    const context = await engineBrowser.playwright.newContext({
      baseURL,
      viewport: size,
      locale,
      timezoneId,
      userAgent,
      // Firefox's BiDi has no mobile emulation: a phone there is its width and user agent.
      ...(engine === 'chromium' ? { isMobile, hasTouch } : {}),
      reducedMotion: 'reduce',
    });
    const journey = playwrightJourney(await context.newPage(), engine, baseURL!);
    try {
      await use(journey);
      if (failed()) await journey.screenshot(shot);
    } finally {
      await context.close();
    }
  },
});
