import { test as base, expect, type Page } from '@playwright/test';

/**
 * Fixtures (in the manner of epic-stack's): every test fails on a console error or an uncaught
 * exception unless it declares the ones it expects; `scenario` picks a mock QA scenario.
 */
interface Fixtures {
  /** Console errors matching one of these are expected by the test. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Opens `path` under mock scenario `name` (kept by the mock until changed). */
  gotoWithScenario: (path: string, name: string) => Promise<void>;
}

export const test = base.extend<Fixtures & { consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = (page as PageWithAllow).__allowed ?? [];
      (page as PageWithAllow).__allowed = allowed;
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
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
  gotoWithScenario: async ({ page }, use) => {
    await use(async (path, name) => {
      const sep = path.includes('?') ? '&' : '?';
      await page.goto(`${path}${sep}mock=${encodeURIComponent(name)}`);
    });
  },
});

type PageWithAllow = Page & { __allowed?: RegExp[] };

export { expect };
