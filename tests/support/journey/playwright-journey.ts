import type { ElementHandle, Page } from '@playwright/test';
import { answerAbout, APP_OWNS_PAGE_ARGS, appOwnsPage, boxOf, type Target } from './in-page';
import { WAIT_MS, type Engine, type Journey } from './journey';

const label = (t: Target) => `${t.css}${t.text ? ` "${t.text}"` : ''}`;

/** A journey on a Playwright page (Chromium over CDP, Firefox ESR over WebDriver BiDi). */
export function playwrightJourney(page: Page, engine: Engine, siteURL: string): Journey {
  const one = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page
      .waitForFunction(answerAbout, [target, 'single'] as const, { timeout: WAIT_MS })
      .catch((error: Error) => {
        throw new Error(`no single visible ${label(target)}: ${error.message}`);
      });
    return handle.asElement() as unknown as ElementHandle<Element>;
  };
  // The element found may be replaced before the click reaches it (React re-rendering it): such
  // a click is tried again on the target found anew, as the WebDriver journey does.
  const clickOne = async (target: Target) => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        return await (await one(target)).click({ timeout: Math.max(1, deadline - Date.now()) });
      } catch (error) {
        if (Date.now() > deadline || !/not attached|detached/i.test(String(error))) throw error;
      }
    }
  };
  const settled = () => page.waitForFunction(appOwnsPage, APP_OWNS_PAGE_ARGS, { timeout: WAIT_MS });
  return {
    engine,
    async open(path) {
      await page.goto(path);
      await settled();
    },
    settled: async () => void (await settled()),
    async reload() {
      await page.reload();
      await settled();
    },
    async back() {
      // A page restored from the back/forward cache fires no new load: wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });
    },
    click: (target) => clickOne(target),
    async check(target) {
      await (await one(target)).check();
    },
    async type(target, text) {
      await clickOne(target);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    async tabTo(target) {
      for (let i = 0; i < 60; i++) {
        if (await page.evaluate(answerAbout, [target, 'focused'] as const)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${label(target)}`);
    },
    async select(target, value) {
      await (await one(target)).selectOption(value);
    },
    async pointerDown(target) {
      const element = await one(target);
      await element.scrollIntoViewIfNeeded();
      const box = (await element.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    },
    pointerUp: () => page.mouse.up(),
    see: async (target) => void (await one(target)),
    async gone(target) {
      await page.waitForFunction(answerAbout, [target, 'none'] as const, { timeout: WAIT_MS });
    },
    async read(text) {
      await page.waitForFunction((t) => document.body.innerText.includes(t), text, {
        timeout: WAIT_MS,
      });
    },
    at: (pattern) =>
      page.waitForURL((url) => pattern.test(url.pathname + url.search + url.hash), {
        timeout: WAIT_MS,
        waitUntil: 'commit',
      }),
    async box(target) {
      const element = await one(target);
      await element.scrollIntoViewIfNeeded();
      return element.evaluate(boxOf);
    },
    focused: () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.tagName ?? ''} ${(el?.textContent ?? '').trim()}`.trim();
      }),
    async setCookie(name, value) {
      await page
        .context()
        .addCookies([{ name, value: encodeURIComponent(value), url: siteURL, sameSite: 'Lax' }]);
    },
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    screenshot: async (path) => void (await page.screenshot({ path })),
  };
}
