import type { APIRequestContext, Page } from '@playwright/test';
import { contentDateOf } from '../../src/app/content-dates';
import { PUBLIC_PATHS } from '../../src/app/public-paths';
import { PRIVACY_POLICY } from '../../src/content/agreements/privacy-policy';
import { USER_AGREEMENT } from '../../src/content/agreements/user-agreement';
import { PUBLISHED_ARTICLES } from '../../src/content/articles';
import { HELP_CATEGORIES } from '../../src/content/help';
import { test, expect } from './fixtures';
import { gotoHydrated } from './hydration';

/**
 * What a search engine gets besides the pages' text (docs/decisions/0010-prerendered-marketing-pages.md):
 * schema.org JSON-LD in the static HTML (Organization on /, SoftwareApplication on /download,
 * FAQPage on /help, Article on each article) that stays right across client-side navigation; the
 * icons and the web app manifest; and a `<lastmod>` for every URL of the sitemap. Head tags and
 * headings of every prerendered page, the contact forms included: prerender.spec.ts.
 */
const SITE = 'https://www.example-retouch.cn';
const SITE_NAME = '芝士云修图';

type JsonLd = Record<string, unknown> & { '@context': string; '@type': string };

const decodeScript = (text: string) => JSON.parse(text) as JsonLd;

/** Every JSON-LD block of a page's static HTML, parsed. */
async function jsonLdOfHtml(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => decodeScript(m[1]!),
  );
}

/** The JSON-LD blocks in the live document. */
async function jsonLdOfPage(page: Page): Promise<JsonLd[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return texts.map(decodeScript);
}

/** A URL of the www site, fetched from the server under test: status and content type. */
async function expectServed(request: APIRequestContext, url: string, type: RegExp) {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  const response = await request.get(url.slice(SITE.length));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(type);
  return response.body();
}

/** Width and height of a PNG file (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('JSON-LD in the static HTML', () => {
  test('/ describes the organisation, with a logo that is served', async ({ request }) => {
    const [data, ...more] = await jsonLdOfHtml(request, '/');
    expect(more).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${SITE}/`,
      logo: `${SITE}/icon-512.png`,
    });
    expect(pngSize(await expectServed(request, data!.logo as string, /^image\/png/))).toEqual({
      width: 512,
      height: 512,
    });
  });

  test('/download describes the apps: platforms of the page, free, no invented price', async ({
    request,
  }) => {
    const [data, ...more] = await jsonLdOfHtml(request, '/download');
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: SITE_NAME,
      url: `${SITE}/download`,
      operatingSystem: 'iOS, Android, Windows, macOS',
      applicationCategory: 'MultimediaApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'CNY' },
    });
  });

  test('/help lists every question of the help centre with its answer', async ({ request }) => {
    const [data, ...more] = await jsonLdOfHtml(request, '/help');
    expect(more).toEqual([]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const questions = HELP_CATEGORIES.flatMap((category) => category.questions);
    expect(data!.mainEntity).toEqual(
      questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer.join('\n') },
      })),
    );
  });

  for (const article of PUBLISHED_ARTICLES) {
    test(`/n/${article.id} is an Article with its date, cover and publisher`, async ({
      request,
    }) => {
      const [data, ...more] = await jsonLdOfHtml(request, `/n/${article.id}`);
      expect(more).toEqual([]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        datePublished: `${article.date}T08:00:00+08:00`,
        mainEntityOfPage: `${SITE}/n/${article.id}`,
        author: { '@type': 'Organization', name: SITE_NAME },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: `${SITE}/icon-512.png` },
        },
      });
      const images = data!.image as string[];
      expect(images).toHaveLength(1);
      await expectServed(request, images[0]!, /^image\/svg\+xml/);
    });
  }

  test('the other public pages have none', async ({ request }) => {
    for (const path of ['/guide', '/article', '/consultation', '/payment', '/agreement/user'])
      expect(await jsonLdOfHtml(request, path), path).toEqual([]);
  });
});

/**
 * The app replaces the prerendered canonical/Open Graph tags with its own once its head-tag code has
 * loaded (usePageMeta): counted here, so that a test can look after that has happened.
 */
async function countHeadTagReplacements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as { __headTagsReplaced?: number };
    w.__headTagsReplaced = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'canonical')
            w.__headTagsReplaced! += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

const headTagsReplaced = (page: Page) =>
  page.waitForFunction(
    () => ((window as { __headTagsReplaced?: number }).__headTagsReplaced ?? 0) > 0,
  );

test('a prerendered page keeps its JSON-LD once the app owns the head tags', async ({ page }) => {
  await countHeadTagReplacements(page);
  await gotoHydrated(page, '/help');
  await headTagsReplaced(page);
  const [data, ...more] = await jsonLdOfPage(page);
  expect(more).toEqual([]);
  expect(data).toMatchObject({ '@type': 'FAQPage' });
});

test('after client-side navigation no JSON-LD describes another page; back on the landing page it is there again', async ({
  page,
}) => {
  await countHeadTagReplacements(page);
  await gotoHydrated(page, '/help');
  await headTagsReplaced(page);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  const nav = page.getByRole('navigation', { name: '主导航' });
  const types = async () => (await jsonLdOfPage(page)).map((data) => data['@type']);

  await nav.getByRole('link', { name: '下载' }).click();
  await expect(page).toHaveURL('/download');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/download`);
  // Pages reached in the app carry none (crawlers load each URL; they get its prerendered block).
  expect(await types()).toEqual([]);
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/`);
  expect(await types()).toEqual([]);
  await nav.getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL('/help');
  await expect.poll(types).toEqual(['FAQPage']);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test.describe('icons and the web app manifest', () => {
  test('every page links the favicon, the touch icon and the manifest', async ({ request }) => {
    // The shell as Vite writes it (`<link … />`) and prerendered pages as serialised (`<link …>`).
    const attr = (tag: string, name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
    for (const path of ['/', '/consultation', '/profile/packages']) {
      const html = await (await request.get(path)).text();
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) =>
        ['rel', 'href', 'type', 'sizes'].map((name) => attr(tag, name)).join(' '),
      );
      expect(links, path).toEqual(
        expect.arrayContaining([
          'icon /favicon.ico  32x32',
          'icon /favicon.svg image/svg+xml ',
          'apple-touch-icon /apple-touch-icon.png  ',
          'manifest /manifest.webmanifest  ',
        ]),
      );
    }
  });

  test('/favicon.ico is an icon file with 16, 32 and 48 px images', async ({ request }) => {
    const ico = await expectServed(
      request,
      `${SITE}/favicon.ico`,
      /^image\/(x-icon|vnd\.microsoft\.icon)/,
    );
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const image = pngSize(ico.subarray(offset, offset + length));
      expect(image.width).toBe(ico.readUInt8(entry));
      return image.width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  test('/apple-touch-icon.png is a 180 × 180 PNG', async ({ request }) => {
    const png = await expectServed(request, `${SITE}/apple-touch-icon.png`, /^image\/png/);
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
  });

  test('the manifest is valid JSON with the brand colours and icons that resolve', async ({
    request,
  }) => {
    const body = await expectServed(
      request,
      `${SITE}/manifest.webmanifest`,
      /^application\/manifest\+json/,
    );
    const manifest = JSON.parse(body.toString('utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: SITE_NAME,
      short_name: '芝士修图',
      start_url: '/',
      display: 'standalone',
      theme_color: '#FF7A1A',
    });
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    const pngSizes: string[] = [];
    for (const icon of manifest.icons) {
      const type = new RegExp(`^${icon.type.replace(/[+.]/g, '\\$&')}`);
      const file = await expectServed(request, `${SITE}${icon.src}`, type);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(file);
        expect(icon.sizes).toBe(`${width}x${height}`);
        pngSizes.push(icon.sizes);
      }
    }
    // What browsers ask of an installable site.
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

test('every sitemap URL has a lastmod: the content date where there is one, else the build day', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
  ].map((m) => ({ path: m[1]!.slice(SITE.length), lastmod: m[2]! }));
  expect(entries.map((e) => e.path).sort()).toEqual([...PUBLIC_PATHS].sort());
  const lastmod = (path: string) => entries.find((e) => e.path === path)?.lastmod;
  for (const article of PUBLISHED_ARTICLES)
    expect(lastmod(`/n/${article.id}`), article.id).toBe(article.date);
  expect(lastmod('/article')).toBe(PUBLISHED_ARTICLES[0]!.date);
  expect(lastmod('/agreement/user')).toBe(USER_AGREEMENT.updated);
  expect(lastmod('/agreement/privacy')).toBe(PRIVACY_POLICY.updated);
  // The rest: one build day, a real date, not in the future.
  const undated = entries.filter((e) => contentDateOf(e.path) === undefined);
  expect(undated.map((e) => e.path)).toEqual(expect.arrayContaining(['/', '/help', '/payment']));
  const days = new Set(undated.map((e) => e.lastmod));
  expect(days.size).toBe(1);
  const [day] = [...days];
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
  expect(day! <= today).toBe(true);
});
