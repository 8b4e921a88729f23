// The interaction bench of `npm run bench` (docs/decisions/0015-interactions.md): a scripted
// buyer's clicks on the production build served by nginx.conf, in Chromium with the CPU slowed 4×
// and the network of Lighthouse's mobile preset (its devtools throttling figures), both switched on
// once the page is ready, so that what is timed is the interaction, not the page load. For each
// interaction, several runs on fresh pages: the Event Timing duration (what INP reports), the time
// from the input to the first frame that shows the response, and the long animation frames in
// between with the scripts that ran.
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  cookiesFor,
  NEXT_PAGES_WARM_MARK,
  PROFILES,
  ROUTE_READY_MARK,
  TEST_PHONE,
} from '../tests/perf/lib/browser.mjs';
import { failedRow, runFigures, summarize } from './interaction-report.mjs';

const NETWORK = throttling.mobileSlow4G;

/** How long a response may take before the run fails (a limit, not a wait). */
const RESPONSE_LIMIT_MS = 20_000;

/** Recorded in the page from its first script on: Event Timing entries and long animation frames. */
function installProbe() {
  const bench = { events: [], frames: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      bench.frames.push({
        startTime: f.startTime,
        duration: f.duration,
        blockingDuration: f.blockingDuration,
        scripts: f.scripts.map((s) => ({
          sourceURL: s.sourceURL,
          sourceFunctionName: s.sourceFunctionName,
          invoker: s.invoker,
          duration: s.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * In the page: resolves with the time of the first animation frame in which an element matching
 * `css` (and holding `text`) is rendered. A frame's callbacks run before its style, layout and
 * paint, so an element present then is in that frame's picture.
 */
function paintedWhen({ css, text }) {
  const shown = () =>
    [...document.querySelectorAll(css)].some(
      (el) =>
        (!text || (el.textContent ?? '').includes(text)) &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden',
    );
  return new Promise((resolve) => {
    // The callback's own time, not the frame's: after a long task the frame's timestamp can be
    // earlier than the task's end.
    const frame = () => (shown() ? resolve(performance.now()) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });
}

const marked = (page, mark) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);
const routeReady = (page) => marked(page, ROUTE_READY_MARK);

/** An Alipay order left unpaid, as the open-orders record holds it (src/domain/payment/open-orders.ts). */
function seedUnpaidAlipayOrder() {
  if (sessionStorage.getItem('__seeded')) return;
  sessionStorage.setItem('__seeded', '1');
  // The account's open orders (src/domain/payment/open-orders-store.ts), under the mock member's
  // user_id (mocks/fixtures/accounts.ts TEST_USER_ID).
  const order = {
    stage: 'paying',
    outTradeNo: 'T2026112800000001',
    intentId: 'bench-intent',
    channel: 'alipay',
    mode: 'redirect',
    expiresAt: Date.now() + 10 * 60_000,
    amount: 19900,
    deduction: 0,
    product: {
      id: 101,
      name: '精修套餐·入门版',
      price: 19900,
      original_price: 29900,
      business_type: 0,
      type: 1,
      purchase_method: 4,
      count: 500,
      bonus_count: 50,
      lite_effect_count: 0,
      lite_effect_product_quantity: 0,
      space_size: 0,
      duration: 31536000,
    },
    returnPath: '/payment',
    url: 'https://openapi.alipay.com/gateway.do',
    createdAt: Date.now(),
  };
  localStorage.setItem('open_pay_orders', JSON.stringify({ 10001: [order] }));
}

/** The navbar's menu toggle on a phone (src/i18n/zh-CN/layout.ts `nav.menu`). */
const MENU_TOGGLE = '菜单';

const dialog = (name) => ({ css: '[role="dialog"]', text: name });

async function openCheckout(page) {
  await page
    .getByRole('button', { name: /立即购买/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: '确认订单' }).waitFor();
}

/**
 * The buyer's interactions: where each starts (`path`, logged in or not, what is done before,
 * unthrottled), the input, and the response the buyer waits for. `responseFrom` names a moment
 * other than the input the response is timed from.
 */
export const INTERACTIONS = [
  {
    id: 'hello-click',
    label: 'hello-world: a click on its heading (the floor)',
    site: 'hello',
    path: '/',
    floor: true,
    ready: (page) => page.getByRole('heading').waitFor(),
    act: (page) => page.getByRole('heading').click(),
  },
  {
    id: 'login-open',
    label: '登录 (navbar) → the login dialog',
    path: '/',
    act: (page) => page.getByRole('banner').getByRole('button', { name: '登录' }).click(),
    response: dialog('验证码登录'),
  },
  {
    id: 'sms-code',
    label: '获取验证码 → the countdown (from the answer)',
    path: '/login?redirect=%2F',
    prepare: (page) => page.getByRole('textbox', { name: '手机号' }).fill(TEST_PHONE),
    act: (page) => page.getByRole('button', { name: '获取验证码' }).click(),
    // The spinner is the click's own paint (its Event Timing); the countdown needs the SMS
    // service's answer, so it is timed from that answer, as the QR is from the order's.
    response: { css: 'button', text: '已发送' },
    responseFrom: 'the SMS call answer',
    answer: /\/send_verify_code/,
  },
  {
    id: 'navbar-nav',
    label: 'the site menu: 帮助中心 from /download → its page',
    path: '/download',
    // A phone's navbar is the site menu behind its toggle: opened first, then the link is timed.
    prepare: (page) => page.getByRole('button', { name: MENU_TOGGLE }).click(),
    act: (page) =>
      page
        .getByRole('navigation', { name: '站点菜单' })
        .getByRole('link', { name: '帮助中心' })
        .click(),
    response: { css: 'h1', text: '帮助中心' },
  },
  {
    id: 'avatar-menu',
    label: '用户菜单 → the avatar menu',
    path: '/',
    login: true,
    act: (page) => page.getByRole('button', { name: '用户菜单' }).click(),
    response: { css: '[role="dialog"], [role="menu"]', text: '退出登录' },
  },
  {
    id: 'package-tab',
    label: '/payment: the 流畅修图套餐 tab → its packages',
    path: '/payment',
    login: true,
    act: (page) => page.getByRole('tab', { name: /流畅修图套餐/ }).click(),
    response: { css: '[role="tabpanel"]', text: '流畅修图套餐·' },
  },
  {
    id: 'buy-open',
    label: '立即购买 → the checkout',
    path: '/payment',
    login: true,
    act: (page) =>
      page
        .getByRole('button', { name: /立即购买/ })
        .first()
        .click(),
    // The button's spinner is the click's own paint; a package whose purchase method is stale is
    // refreshed first (src/features/payment/use-prepare.ts), and the checkout waits for that answer.
    response: dialog('确认订单'),
    responseFrom: 'the package refresh answer, when made',
    answer: /\/order\/union_product\?/,
  },
  {
    id: 'channel-choose',
    label: 'checkout: 支付宝 → chosen',
    path: '/payment',
    login: true,
    prepare: openCheckout,
    act: (page) => page.locator('label[data-channel="alipay"]').click(),
    response: { css: 'label[data-channel="alipay"][data-checked]' },
  },
  {
    id: 'pay-qr',
    label: '立即支付 (微信支付, desktop) → the QR',
    path: '/payment',
    login: true,
    // A phone pays WeChat through WeChat H5 and leaves the page; the QR is the desktop's.
    profile: 'desktop',
    prepare: async (page) => {
      await openCheckout(page);
      await page.locator('label[data-channel="wechat"]').click();
      await page.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
    },
    act: (page) => page.getByRole('button', { name: '立即支付' }).click(),
    response: { css: 'img[alt="支付二维码"]' },
    responseFrom: 'the order answer',
    answer: /\/union_order_pay/,
  },
  {
    id: 'resume-check',
    label: 'resume dialog: 已完成支付 → 正在查询',
    path: '/payment',
    login: true,
    seed: seedUnpaidAlipayOrder,
    prepare: (page) => page.getByRole('dialog', { name: '请确认支付结果' }).waitFor(),
    act: (page) => page.getByRole('button', { name: '已完成支付' }).click(),
    response: { css: '[role="dialog"]', text: '正在查询支付结果' },
  },
];

/** Throttles the page as a mid-range phone on 4G (Lighthouse's mobile preset). */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: NETWORK.cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.requestLatencyMs,
    downloadThroughput: (NETWORK.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadThroughputKbps * 1024) / 8,
  });
}

async function oneRun(browser, run, interaction) {
  const target = interaction.site === 'hello' ? run.hello : run.site;
  const context = await browser.newContext({
    ...PROFILES[interaction.profile ?? 'phone'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    const cookies = cookiesFor({}, target.origin, { loggedIn: Boolean(interaction.login) });
    if (cookies.length) await context.addCookies(cookies);
    await context.addInitScript(installProbe);
    if (interaction.seed) await context.addInitScript(interaction.seed);
    context.setDefaultTimeout(RESPONSE_LIMIT_MS);
    const page = await context.newPage();
    await page.goto(target.origin + interaction.path);
    await (interaction.ready ?? routeReady)(page);
    if (interaction.prepare) await interaction.prepare(page);
    // What the page does when idle after loading (prefetches, the analytics SDK, the code of the
    // pages one click away) is done first.
    if (interaction.site !== 'hello') await marked(page, NEXT_PAGES_WARM_MARK);
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 5_000 })),
    );
    await throttle(page);
    const answered = interaction.answer
      ? page.waitForResponse((r) => interaction.answer.test(r.url()), {
          timeout: RESPONSE_LIMIT_MS,
        })
      : null;
    const clickedAt = await page.evaluate(() => performance.now());
    const painted = interaction.response
      ? page.evaluate(paintedWhen, interaction.response)
      : page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    // Awaited below; a run that fails before then closes the page under them.
    painted.catch(() => undefined);
    answered?.catch(() => undefined);
    await interaction.act(page);
    const paintedAt = await withLimit(painted, `${interaction.id}: the response`);
    let from;
    // An answer the response waited for has come by the time it shows; none means none was asked.
    const response = answered && (await Promise.race([answered, delay(100).then(() => null)]));
    if (response) {
      from = await page.evaluate(
        (url) => performance.getEntriesByName(url).at(-1)?.responseEnd,
        response.url(),
      );
    }
    // Event Timing entries arrive after the frame that ends the interaction: wait for one, or
    // for two more frames (an interaction under the threshold reports none).
    await page
      .waitForFunction(
        (at) =>
          window.__bench.events.some((e) => e.interactionId > 0 && e.startTime >= at - 1) ||
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(false))),
          ),
        clickedAt,
        { timeout: 2_000 },
      )
      .catch(() => undefined);
    const { events, frames } = await page.evaluate(() => window.__bench);
    return runFigures({
      events,
      frames,
      clickedAt,
      paintedAt: interaction.response ? paintedAt : undefined,
      from,
    });
  } finally {
    await context.close();
  }
}

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

function withLimit(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`${what} did not show in ${RESPONSE_LIMIT_MS} ms`)),
        RESPONSE_LIMIT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Every interaction, `runs` times each, on fresh pages; returns the summed-up rows. */
export async function measureInteractions(browser, run, { runs, only, log = console.log }) {
  const rows = [];
  for (const interaction of INTERACTIONS.filter((i) => !only || only.includes(i.id))) {
    const results = [];
    try {
      for (let i = 0; i < runs; i++) results.push(await oneRun(browser, run, interaction));
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`${interaction.id}: FAILED (${message})`);
      rows.push(failedRow(interaction, message));
      continue;
    }
    const row = summarize(interaction, results);
    log(
      `${interaction.id}: Event Timing ${row.duration.runs.join(', ')} ms; response ${row.response ? row.response.runs.join(', ') : '–'} ms`,
    );
    rows.push(row);
  }
  return rows;
}
