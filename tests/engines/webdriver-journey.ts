import { writeFile } from 'node:fs/promises';
import type { Client } from 'webdriver';
import {
  APP_OWNS_PAGE_ARGS,
  appOwnsPage,
  askAbout,
  boxOf,
  setCookie,
  traceInteractions,
  type Question,
  type Target,
} from '../support/journey/in-page';
import { until, type Journey, type Key } from '../support/journey/journey';

/** WebDriver's name for an element reference in a script's result (W3C WebDriver §12). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's code points for the keys journeys press (W3C WebDriver §17.4.2). */
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

type ElementRef = Record<string, string>;
const label = (t: Target) => `${t.css}${t.text ? ` "${t.text}"` : ''}`;

/** A journey in a WebDriver session (WebKitGTK's MiniBrowser through WebKitWebDriver). */
export function webDriverJourney(client: Client, baseURL: string): Journey {
  const run = <R>(fn: string, arg?: object | string | number | boolean) =>
    client.executeScript(`return (${fn})(arguments[0]);`, [arg ?? null]) as Promise<R>;
  const ask = <R>(target: Target, question: Question) =>
    client.executeScript(`return ${askAbout(target, question)};`, []) as Promise<R>;
  // What the page showed when a wait for an element ran out: the driver keeps no screenshot.
  const pageState = (css: string) =>
    run<string>(
      ((selector: string) =>
        JSON.stringify({
          url: location.href,
          matches: document.querySelectorAll(selector).length,
          dialogs: [...document.querySelectorAll('[role=dialog]')].map(
            (d) => d.getAttribute('aria-label') ?? d.getAttribute('aria-labelledby'),
          ),
          text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 300),
          visibility: document.visibilityState,
          focus: document.hasFocus(),
          resources: performance.getEntriesByType('resource').length,
          lastResources: performance
            .getEntriesByType('resource')
            .slice(-6)
            .map((r) => `${new URL(r.name).pathname}@${Math.round(r.responseEnd)}`),
          // React's root: work it still has to do (lanes; all 0 when it is idle).
          react: (() => {
            const root = document.getElementById('root') as unknown as Record<string, unknown>;
            const key = Object.keys(root ?? {}).find((k) => k.startsWith('__reactContainer'));
            const fiber = key ? (root[key] as { stateNode?: Record<string, unknown> }) : null;
            const r = fiber?.stateNode;
            return r
              ? {
                  pending: r.pendingLanes,
                  suspended: r.suspendedLanes,
                  pinged: r.pingedLanes,
                  callback: r.callbackNode != null,
                }
              : null;
          })(),
          sinceStart: Math.round(performance.now()),
          trace: (window as { __journeyTrace?: string[] }).__journeyTrace ?? 'none',
        })).toString(),
      css,
    ).catch((error: unknown) => `unknown (${String(error)})`);
  const one = (target: Target) =>
    until(`a single visible ${label(target)}`, async () => {
      const found = await ask<ElementRef | null>(target, 'single');
      return found ? found[ELEMENT_KEY]! : null;
    }).catch(async (error: unknown) => {
      throw new Error(`${(error as Error).message}; the page: ${await pageState(target.css)}`, {
        cause: error,
      });
    });
  // The element found may be replaced before the click reaches it (React re-rendering it, an
  // opening dialog not yet interactable): such a click is tried again on the target found anew.
  const clickOne = (target: Target) =>
    until(`a click on ${label(target)}`, async () => {
      await client.elementClick(await one(target));
      return true;
    });
  const settled = async () => {
    await until('the app to own the page', () =>
      run<boolean>(appOwnsPage.toString(), APP_OWNS_PAGE_ARGS),
    );
    await run(traceInteractions.toString());
  };
  const keys = (values: string[]) =>
    client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  // Brought into view first (if it is not), as Playwright does before it reads a box.
  const box = (id: string) =>
    client.executeScript(
      `arguments[0].scrollIntoView({ block: 'nearest' }); return (${boxOf.toString()})(arguments[0]);`,
      [{ [ELEMENT_KEY]: id }],
    ) as Promise<{
      x: number;
      y: number;
      width: number;
      height: number;
    }>;

  return {
    engine: 'webkitgtk',
    async open(path) {
      await client.navigateTo(new URL(path, baseURL).href);
      await settled();
    },
    settled: async () => void (await settled()),
    async reload() {
      await client.refresh();
      await settled();
    },
    async back() {
      await client.back();
    },
    click: async (target) => void (await clickOne(target)),
    async check(target) {
      await until(`${label(target)} ticked`, async () => {
        const id = await one(target);
        const ticked = () =>
          client.executeScript('return arguments[0].checked;', [
            { [ELEMENT_KEY]: id },
          ]) as Promise<boolean>;
        if (!(await ticked())) await client.elementClick(id);
        return ticked();
      });
    },
    async type(target, text) {
      await clickOne(target);
      await keys([...text]);
    },
    press: (key) => keys([KEYS[key]]),
    async tabTo(target) {
      for (let i = 0; i < 60; i++) {
        if (await ask<boolean>(target, 'focused')) return;
        await keys([KEYS.Tab]);
      }
      throw new Error(`Tab never reached ${label(target)}`);
    },
    async select(target, value) {
      const select = await one(target);
      // WebDriver selects an option by a click on it (W3C WebDriver §12.4.1).
      const option = (await client.executeScript(
        'return [...arguments[0].options].find((o) => o.value === arguments[1]) ?? null;',
        [{ [ELEMENT_KEY]: select }, value],
      )) as ElementRef | null;
      if (!option) throw new Error(`no option ${value} in ${label(target)}`);
      await client.elementClick(option[ELEMENT_KEY]!);
    },
    async pointerDown(target) {
      const id = await one(target);
      await box(id); // brings it into view
      await client.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            // To the element's in-view centre (W3C WebDriver §17.4.3, an element origin).
            { type: 'pointerMove', origin: { [ELEMENT_KEY]: id }, x: 0, y: 0 },
            { type: 'pointerDown', button: 0 },
          ],
        },
      ]);
    },
    async pointerUp() {
      await client.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerUp', button: 0 }],
        },
      ]);
    },
    see: async (target) => void (await one(target)),
    async gone(target) {
      await until(`no visible ${label(target)}`, () => ask<boolean>(target, 'none'));
    },
    async read(text) {
      await until(`the text "${text}"`, () =>
        run<boolean>('(t) => document.body.innerText.includes(t)', text),
      );
    },
    async at(pattern) {
      await until(`a URL matching ${pattern}`, async () => {
        const url = new URL(await client.getUrl());
        return pattern.test(url.pathname + url.search + url.hash);
      }).catch(async (error: unknown) => {
        throw new Error(`${(error as Error).message}; the page: ${await pageState('body')}`, {
          cause: error,
        });
      });
    },
    box: async (target) => box(await one(target)),
    focused: () =>
      run<string>(
        "() => { const el = document.activeElement; return `${el?.tagName ?? ''} ${(el?.textContent ?? '').trim()}`.trim(); }",
      ),
    async setCookie(name, value) {
      // A script's cookie is its document's: off the site, a static file of the site is opened
      // first, which loads no app.
      if (new URL(await client.getUrl()).origin !== new URL(baseURL).origin) {
        await client.navigateTo(new URL('/robots.txt', baseURL).href);
      }
      await this.evaluate(setCookie, { name, value });
    },
    evaluate: (fn, arg) => run(fn.toString(), arg as object),
    async screenshot(path) {
      await writeFile(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
  };
}
