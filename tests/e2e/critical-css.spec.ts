import type { Page } from '@playwright/test';
import { PRERENDER_PATHS, PRIVATE_FRAME_PATHS } from '../../src/app/public-paths';
import { test, expect } from './fixtures';

/**
 * No stylesheet blocks the first paint of a prerendered page. The build inlines each page's
 * critical CSS (beasties, scripts/critical-css.ts) and defers its stylesheets with a non-matching
 * media that one inline script (hashed into the CSP, never an inline event handler) switches to
 * "all"; `<noscript>` links cover a browser without JavaScript. The rest of the CSS
 * still applies after load, whether the page's modules run or fail, and changes nothing the
 * server rendered (no layout shift when it arrives).
 */
/** Every page the build writes as HTML: the public pages and the private pages' frames. */
const WRITTEN_PAGES = [...PRERENDER_PATHS, ...PRIVATE_FRAME_PATHS];
const FAILED_LOAD = [/Failed to load resource/, /net::ERR_FAILED/];

const headOf = (html: string) => html.slice(0, html.search(/<\/head>/i));
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const isStylesheet = (tag: string) => /(^|\s)stylesheet(\s|$)/i.test(attr(tag, 'rel') ?? '');
const linksIn = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).filter(isStylesheet);

/** The page's stylesheet hrefs as its HTML defers them (outside <noscript>). */
function deferredStylesheets(html: string): string[] {
  return linksIn(headOf(html).replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '')).map(
    (tag) => attr(tag, 'href')!,
  );
}

for (const path of WRITTEN_PAGES) {
  test(`GET ${path}: critical CSS inline, no render-blocking stylesheet`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = headOf(html);
    const outsideNoscript = head.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
    const links = linksIn(outsideNoscript);
    // The entry CSS at least, and the page's route CSS.
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      // Fetched, but not for this screen: nothing waits for it until the script says "all".
      expect(attr(link, 'media'), link).toBe('print');
      expect(attr(link, 'data-beasties-media'), link).toBe('all');
    }
    // A browser without JavaScript gets every one of them as a normal stylesheet.
    const noscript = [...head.matchAll(/<noscript\b[^>]*>([\s\S]*?)<\/noscript>/gi)]
      .flatMap((m) => linksIn(m[1] ?? ''))
      .filter((tag) => attr(tag, 'media') === undefined)
      .map((tag) => attr(tag, 'href'));
    expect(noscript.sort()).toEqual(deferredStylesheets(html).sort());
    // The critical CSS comes first, and it styles the page's own markup (the shell's root class).
    const critical = /<style\b[^>]*>([\s\S]*?)<\/style>/i.exec(outsideNoscript);
    expect(critical, 'an inline <style>').not.toBeNull();
    expect(critical!.index).toBeLessThan(outsideNoscript.indexOf(links[0]!));
    const rootClass = /<div id="root">[\s\S]*?\sclass="([^"\s]+)/.exec(html)?.[1];
    expect(rootClass).toBeTruthy();
    expect(critical![1]).toContain(`.${rootClass}{`);
    // The switch is one inline script (hashed into the CSP), never an inline event handler, which
    // the CSP's script-src would refuse.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    const body = html.slice(html.search(/<body\b/i));
    expect(body).toMatch(/<script>[^<]*data-beasties-media[^<]*<\/script>\s*<\/body>/);
  });
}

/** The page's stylesheets after load: each loaded, with its media and whether it applies. */
function stylesheetsOf(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement)
      .map((sheet) => {
        const link = sheet.ownerNode as HTMLLinkElement;
        let rules = 0;
        try {
          rules = sheet.cssRules.length;
        } catch {
          // A sheet whose load failed has no readable rules.
        }
        return {
          href: link.getAttribute('href')!,
          media: sheet.media.mediaText || 'all',
          applies: !sheet.disabled && matchMedia(sheet.media.mediaText || 'all').matches,
          rules,
        };
      }),
  );
}

async function expectEveryStylesheetApplied(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const sheets = await stylesheetsOf(page);
  for (const href of deferredStylesheets(html)) {
    const applied = sheets.filter((s) => s.href === href && s.applies && s.media === 'all');
    expect(applied.length, `${href} applies`).toBeGreaterThan(0);
    expect(applied[0]!.rules, `${href} loaded`).toBeGreaterThan(0);
  }
  return sheets;
}

for (const path of PRERENDER_PATHS) {
  test(`${path}: after load every stylesheet applies`, async ({ page }) => {
    // The load event waits for every stylesheet, deferred ones included.
    await page.goto(path);
    const sheets = await expectEveryStylesheetApplied(page, path);
    expect(sheets.filter((s) => !s.applies)).toEqual([]);
    await expect(page.locator('link[data-beasties-media]')).toHaveCount(0);
  });
}

test('when the page’s modules fail to load, the full CSS still applies', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...FAILED_LOAD);
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/download']) {
    await page.goto(path);
    const sheets = await expectEveryStylesheetApplied(page, path);
    expect(sheets.filter((s) => !s.applies)).toEqual([]);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the <noscript> stylesheets apply', async ({ page }) => {
    for (const path of ['/', '/download']) {
      await page.goto(path);
      await expectEveryStylesheetApplied(page, path);
    }
  });
});

test('the first paint does not wait for the stylesheets', async ({ page, context }) => {
  // Every stylesheet is held until the page has painted (it never would if one blocked it).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldCount = 0;
  await context.route('**/assets/*.css', async (route) => {
    heldCount++;
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
  );
  expect(heldCount).toBeGreaterThanOrEqual(2);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const styleOf = () =>
    heading.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.fontSize, s.fontWeight, s.color, s.lineHeight].join(' ');
    });
  const early = await styleOf();
  release();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  expect(early).toBe(await styleOf());
});

/**
 * What each element of the page looks like: its box and the properties a late stylesheet would
 * change visibly. Taken without the page's modules, so that only the CSS differs between runs.
 */
function snapshot(page: Page) {
  return page.evaluate(() => {
    // A running animation (a spinner's turn) moves boxes between two loads: compare at its start.
    // A transition is compared where it ends: a flash on the way is the held-stylesheet check's.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) {
        animation.finish();
      } else {
        animation.pause();
        animation.currentTime = 0;
      }
    }
    return [...document.body.querySelectorAll('*')]
      .filter((el) => !['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(el.tagName))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const box = [r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',');
        const look = [s.display, s.visibility, s.color, s.backgroundColor, s.fontSize, s.opacity];
        return `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${box} ${look.join(' ')}`;
      });
  });
}

for (const [label, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test.describe(`${label}: the inline CSS alone`, () => {
    test.use({ viewport });
    for (const path of WRITTEN_PAGES) {
      test(`${path} lays out and looks as with the full CSS`, async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(...FAILED_LOAD);
        await page.route('**/assets/*.js', (route) => route.abort());
        // The shell's stylesheet arrives first and the page's are held: on a slow network the page
        // shows the inline CSS with the shell's for a while, and that must already be the full look
        // (a page rule that outweighs a shared one only by coming later would flash).
        const [shellSheet] = deferredStylesheets(await (await page.request.get(path)).text());
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.css', async (route) => {
          if (new URL(route.request().url()).pathname !== shellSheet) await held;
          await route.continue();
        });
        // Not to the load event: it waits for the held stylesheets.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(
          (href) =>
            document.querySelector<HTMLLinkElement>(`link[href="${href}"]:not([media="print"])`)
              ?.sheet != null,
          shellSheet,
        );
        const withShellOnly = await snapshot(page);
        release();
        // Every stylesheet in and applying: the load event can come before a deferred one (its
        // media swapped from print at the end of the body) has applied.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
            .filter((link) => link.closest('noscript') === null)
            .every((link) => link.sheet !== null && link.media !== 'print'),
        );
        const full = await snapshot(page);
        expect(withShellOnly, 'with only the shell’s stylesheet arrived').toEqual(full);
        await page.unroute('**/assets/*.css');
        await page.route('**/assets/*.css', (route) => route.abort());
        await page.goto(path);
        expect((await stylesheetsOf(page)).filter((s) => s.rules > 0)).toEqual([]);
        expect(await snapshot(page)).toEqual(full);
      });
    }
  });
}
