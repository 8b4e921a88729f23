import type { ElementHandle, Page } from '@playwright/test';
import { APP_OWNS_PAGE_ARGS } from '../e2e/hydration';
import { appOwnsPage, boxOf, findTargets, setCookie, type Target } from './in-page';
import { WAIT_MS, type Engine, type Journey } from './journey';

/** The finder's source, sent into the page inside a predicate. */
const FIND = findTargets.toString();

const label = (t: Target) => `${t.css}${t.text ? ` "${t.text}"` : ''}`;

/** A journey on a Playwright page (Chromium over CDP, Firefox ESR over WebDriver BiDi). */
export function playwrightJourney(page: Page, engine: Engine): Journey {
  const one = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page
      .waitForFunction(
        `(${FIND})(${JSON.stringify(target)}).length === 1
        ? (${FIND})(${JSON.stringify(target)})[0] : null`,
        undefined,
        { timeout: WAIT_MS },
      )
      .catch((error: Error) => {
        throw new Error(`no single visible ${label(target)}: ${error.message}`);
      });
    return handle.asElement() as unknown as ElementHandle<Element>;
  };
  const settled = () => page.waitForFunction(appOwnsPage, APP_OWNS_PAGE_ARGS, { timeout: WAIT_MS });
  return {
    engine,
    async open(path) {
      await page.goto(path);
      await settled();
    },
    settled: async () => void (await settled()),
    async click(target) {
      await (await one(target)).click();
    },
    async type(target, text) {
      await (await one(target)).click();
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    async pointerDown(target) {
      const box = (await (await one(target)).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    },
    pointerUp: () => page.mouse.up(),
    see: async (target) => void (await one(target)),
    async gone(target) {
      await page.waitForFunction(`(${FIND})(${JSON.stringify(target)}).length === 0`, undefined, {
        timeout: WAIT_MS,
      });
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
      return (await one(target)).evaluate(boxOf);
    },
    focused: () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.tagName ?? ''} ${(el?.textContent ?? '').trim()}`.trim();
      }),
    async setCookie(name, value) {
      await this.evaluate(setCookie, { name, value });
    },
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    screenshot: async (path) => void (await page.screenshot({ path })),
  };
}
