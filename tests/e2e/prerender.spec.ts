import { PUBLISHED_ARTICLES } from '../../src/content/articles';
import { PRERENDER_PATHS, PUBLIC_PATHS } from '../../src/app/public-paths';
import { test, expect } from './fixtures';
import {
  BELOW_THE_FOLD_READY_MARK,
  HYDRATED_MARK,
  recordHydrationProblems,
  rememberServerElements,
  serverElementsKept,
  waitForMark,
} from './hydration';

/**
 * The marketing routes are static HTML before any JavaScript runs (crawlers, slow phones), with
 * their own head tags, and hydrate without a mismatch. Served by `vite preview` with the
 * prerender plugin's routing, which follows nginx.conf (prerendered file first, else the shell).
 */
const SITE = 'https://www.example-retouch.cn';
const M_SITE = 'https://m.example-retouch.cn';

const HEADINGS: Record<string, string> = {
  '/': 'AI 一键精修，旅拍婚纱到大会直播都交给它',
  '/download': '下载芝士云修图',
  '/guide': '使用教程',
  '/help': '帮助中心',
  '/article': '修图干货',
  // The forms' province lists come after (loading selects in the HTML), as /payment's prices do.
  '/consultation': '预约咨询',
  '/cooperation': '商务合作',
  '/agreement/user': '用户使用协议',
  '/agreement/privacy': '隐私协议',
  // A frame: hero, tabs and card skeletons; the gate and prices come after (payment-frame.spec.ts).
  '/payment': '选择适合你的修图套餐',
  ...Object.fromEntries(PUBLISHED_ARTICLES.map((a) => [`/n/${a.id}`, a.title])),
};

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const text = (html: string) => decode(html.replace(/<[^>]+>/g, ''));

test('every marketing route and published article is prerendered', () => {
  expect(Object.keys(HEADINGS).sort()).toEqual([...PRERENDER_PATHS].sort());
});

for (const path of PRERENDER_PATHS) {
  test(`GET ${path} without JavaScript: heading, content and head tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/text\/html/);
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    expect(h1, 'an <h1> in the static HTML').not.toBeNull();
    expect(text(h1![1]!)).toBe(HEADINGS[path]);
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title).toMatch(/芝士云修图/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const meta = (attr: string, name: string) =>
      decode(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
    expect(meta('name', 'description').length).toBeGreaterThan(20);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`);
    expect(html).toContain(
      `<link rel="alternate" media="only screen and (max-width: 640px)" href="${M_SITE}${path}"`,
    );
    expect(meta('property', 'og:title')).toBe(title);
    expect(meta('property', 'og:url')).toBe(`${SITE}${path}`);
    expect(meta('property', 'og:locale')).toBe('zh_CN');
    expect(meta('property', 'og:image')).toBe(`${SITE}/og-image.jpg`);
    expect(html).toContain('<script type="application/json" id="__router_hydration">');
  });
}

test('the article pages carry article metadata; an unpublished id is not prerendered', async ({
  request,
}) => {
  const article = PUBLISHED_ARTICLES[0]!;
  const html = await (await request.get(`/n/${article.id}`)).text();
  expect(html).toContain('<meta property="og:type" content="article"');
  expect(html).toContain(
    `<meta property="article:published_time" content="${article.date}T08:00:00+08:00"`,
  );
  expect(html).toContain(article.summary.slice(0, 20));
  const draft = await (await request.get('/n/1030')).text();
  expect(draft).toContain('<div id="root"></div>');
  expect(draft).not.toContain('__router_hydration');
});

test('a deep link that is not prerendered gets the plain SPA shell, not the home page', async ({
  request,
}) => {
  for (const path of ['/activity/spring2025', '/profile/device', '/n/9999', '/search?keyword=x']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('__router_hydration');
  }
  const og = await (await request.get('/og-image.jpg')).body();
  expect(og.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test('the sitemap lists every public URL and no draft; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(PUBLIC_PATHS.map((p) => `${SITE}${p}`).sort());
  // The list itself, spelled out: every public page of the route table (not /search, not private).
  for (const path of [
    '/',
    '/download',
    '/guide',
    '/help',
    '/article',
    '/n/1024',
    '/payment',
    '/consultation',
    '/cooperation',
    '/agreement/user',
    '/agreement/privacy',
  ]) {
    expect(locs).toContain(`${SITE}${path}`);
  }
  expect(locs.some((loc) => /\/(profile|workbench|search|login)/.test(loc!))).toBe(false);
  expect(sitemap).not.toContain('/n/1030');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages read as finished pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/']!);
    await expect(page.getByRole('link', { name: '免费下载' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '两种套餐，按你的工作方式选' })).toBeVisible();
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: '账号与登录' })).toBeVisible();
    // Answers open without JavaScript (<details>).
    await page.getByText('如何开具发票？').click();
    await expect(page.getByText(/开具发票”，勾选已支付的订单/)).toBeVisible();
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: 'Windows' })).toBeVisible();
    await expect(page.getByRole('img', { name: '芝士云修图手机下载页二维码' })).toBeVisible();
  });
});

/** Hydration: the server's nodes are kept (not re-rendered) and React reports no mismatch. */
for (const path of [
  '/',
  '/download',
  '/guide',
  '/help',
  '/article',
  `/n/${PUBLISHED_ARTICLES[0]!.id}`,
  '/consultation',
  '/cooperation',
  '/payment',
]) {
  test(`${path} hydrates without a mismatch or a flash`, async ({ page }) => {
    const problems = recordHydrationProblems(page);
    await rememberServerElements(page);
    await page.goto(path);
    await waitForMark(page, HYDRATED_MARK);
    expect(await serverElementsKept(page)).toEqual({ heading: true, main: true });
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]!);
  });
}

test('the home page hydrates its sections below the hero later, keeping their server HTML', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { __serverArticles?: Element | null };
      w.__serverArticles ??= document.getElementById('home-articles');
    });
  });
  await page.goto('/');
  const articles = page.getByRole('region', { name: '修图干货' });
  await expect(articles.getByRole('link', { name: '查看全部文章' })).toBeVisible();
  // The app's own signal that these sections are React's; it never comes if they do not hydrate.
  await waitForMark(page, BELOW_THE_FOLD_READY_MARK);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as {
        __serverArticles?: Element | null;
        __sameDocument?: boolean;
      };
      w.__sameDocument = true;
      return (
        !!w.__serverArticles && w.__serverArticles === document.getElementById('home-articles')
      );
    }),
  ).toBe(true);
  // Hydrated: the link below the fold navigates inside the app, not by loading a new document.
  await articles.getByRole('link', { name: '查看全部文章' }).click();
  await expect(page).toHaveURL('/article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/article']!);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test('the hydrated page is interactive and the guard chain has run (source capture)', async ({
  page,
}) => {
  await page.goto('/help?_uuid=landing-7&sId=42');
  await page.waitForFunction(() => sessionStorage.getItem('source_cache') !== null);
  const cache = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('source_cache'))) ?? '{}',
  ) as Record<string, unknown>;
  expect(cache).toMatchObject({ sId: '42', uuid: 'landing-7' });
  await page.getByRole('searchbox', { name: '搜索问题' }).fill('发票');
  await expect(page.getByRole('heading', { name: /找到 \d+ 个与“发票”相关的问题/ })).toBeVisible();
});

test('client-side navigation keeps the head tags in step with the page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '下载' })
    .click();
  await expect(page).toHaveURL('/download');
  await expect(page).toHaveTitle('下载客户端 - 芝士云修图');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/download`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    '下载客户端 - 芝士云修图',
  );
});

test('the flag query hides the download and payment buttons before any script module runs', async ({
  page,
  allowConsoleErrors,
}) => {
  // Only the inline probe runs: every module script is refused.
  allowConsoleErrors(/Failed to load resource|net::ERR_FAILED/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/?hide_pay=1');
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('link', { name: '免费下载' })).toBeHidden();
  await expect(hero.getByRole('link', { name: '查看套餐' })).toBeHidden();
  await expect(hero.getByRole('link', { name: '查看使用教程' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看价格' }).first()).toBeHidden();
  // Remembered for the tab even though the app never ran: a link followed now keeps it.
  expect(await page.evaluate(() => sessionStorage.getItem('hide_pay'))).toBe('1');
  await page.goto('/download');
  await expect(page.locator('[data-pay-action]').first()).toBeHidden();
});

test('with the flag query, the sections below the hero keep their pay buttons hidden while they wait to hydrate', async ({
  page,
  context,
}) => {
  // Their chunk is held back: the hero hydrates, the lower sections stay server HTML.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // On the context: the mock service worker fetches the page's files, and a page route misses those.
  let requested: () => void = () => undefined;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await context.route('**/assets/below-the-fold-*.js', async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto('/?hide_pay=1');
  // The hero is hydrated and the sections' chunk is asked for (and held): they wait as server HTML.
  await waitForMark(page, HYDRATED_MARK);
  await chunkRequested;
  const buttons = page.locator('[aria-labelledby="home-packages"] a[data-pay-action]');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.first()).toBeHidden();
  await expect(buttons.last()).toBeHidden();
  release();
  // Hydrated: React renders no pay button at all.
  await expect(buttons).toHaveCount(0);
});

test('when the sections below the hero cannot load, the hero stays and a note offers a retry', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource/,
    /Failed to fetch dynamically imported module/,
    /net::ERR_FAILED/,
  );
  await context.route('**/assets/below-the-fold-*.js', (route) => route.abort());
  await page.goto('/');
  // The build check reloads once for a chunk that will not load; the second failure stays.
  await expect(page.getByRole('status').filter({ hasText: '页面其余内容没能加载' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/']!);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
