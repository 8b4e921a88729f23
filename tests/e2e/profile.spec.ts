import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import { checkout, openCheckout, payWith, recordOrders, tradeNoIn } from './payment-helpers';
import { changeMockState } from './mock-state';

/**
 * The profile area against the mock backend: member (the default test phone) and non-member
 * (`?mock=non-member`). The mock db lives in localStorage, so a reload keeps what a test did.
 */
const profileNav = (page: Page) => page.getByRole('navigation', { name: '个人中心' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('routing', () => {
  test('/profile and /profile/ open the packages; /profile/device/ drops the slash; the nav moves between pages', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile');
    await expect(page).toHaveURL('/profile/packages');
    await page.goto('/profile/');
    await expect(page).toHaveURL('/profile/packages');
    await page.goto('/profile/device/');
    await expect(page).toHaveURL('/profile/device');
    await expect(heading(page, '我的设备')).toBeVisible();

    for (const [name, path] of [
      ['我的订单', '/profile/orders'],
      ['开具发票', '/profile/invoices'],
      ['开票记录', '/profile/invoicing-history'],
      ['我的套餐', '/profile/packages'],
    ] as const) {
      await profileNav(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page, name)).toBeVisible();
      await expect(profileNav(page).getByRole('link', { name })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(page).toHaveTitle('我的套餐 - 个人中心 - 芝士云修图');
  });
});

test.describe('packages', () => {
  for (const [scenario, storageLabel, piecesLabel] of [
    ['member', '空间升级', '补充张数'],
    ['low-storage', '去扩容', '补充张数'],
    ['member-no-pieces', '空间升级', '补充张数'],
    ['non-member', '去扩容', '去购买'],
  ] as const) {
    test(`${scenario}: the avatar menu and the packages page give the same buy labels`, async ({
      page,
      openLoggedIn,
    }) => {
      await openLoggedIn('/profile/packages', scenario);
      const storage = page.getByRole('region', { name: '存储空间' });
      const pieces = page.getByRole('region', { name: '精修张数' });
      await expect(storage.getByRole('link', { name: storageLabel })).toBeVisible();
      await expect(pieces.getByRole('link', { name: piecesLabel })).toBeVisible();
      // The case the two pages once disagreed on: a member never granted any piece.
      if (scenario === 'member-no-pieces') await expect(pieces).toContainText('共 0 张');
      await page.getByRole('button', { name: '用户菜单' }).click();
      const menuStorage = page.getByRole('listitem', { name: '存储空间' });
      const menuPieces = page.getByRole('listitem', { name: '精修张数' });
      await expect(menuStorage.getByRole('link', { name: storageLabel })).toBeVisible();
      await expect(menuPieces.getByRole('link', { name: piecesLabel })).toBeVisible();
    });
  }

  test('member: storage with expiry and the 30-day rule, counts, grants with validity, buy links', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/packages');
    const storage = page.getByRole('region', { name: '存储空间' });
    await expect(storage).toContainText('已用 187.30GB / 共 552.00GB');
    await expect(storage.getByRole('progressbar', { name: '存储空间已用 34%' })).toBeVisible();
    await expect(storage).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
    await expect(storage).toContainText('到期后文件保留 30 天');
    await expect(storage.getByRole('link', { name: '空间升级' })).toHaveAttribute(
      'href',
      '/payment?t=storage',
    );

    const pieces = page.getByRole('region', { name: '精修张数' });
    await expect(pieces).toContainText('362');
    await expect(pieces).toContainText('共 600 张');
    await expect(pieces.getByRole('link', { name: '补充张数' })).toHaveAttribute(
      'href',
      '/payment?t=piece',
    );
    const lite = page.getByRole('region', { name: '基础修图券' });
    await expect(lite).toContainText('13');
    await expect(lite.getByRole('link', { name: '购买修图券' })).toHaveAttribute(
      'href',
      '/payment?t=lite_effect',
    );

    const grants = page.getByRole('region', { name: '套餐明细' }).getByRole('listitem');
    await expect(grants).toHaveCount(5);
    const basic = grants.filter({ hasText: '精修套餐·入门版' }).filter({ hasText: '会员套餐' });
    await expect(basic).toContainText('剩余 312 / 共 500');
    await expect(basic).toContainText(/\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
    await expect(basic).toContainText('生效中');
    await expect(grants.filter({ hasText: '新人专享' })).toContainText('已用完');
  });

  test('non-member: free space running low, nothing bought, an empty state that offers membership', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/packages', 'non-member');
    const storage = page.getByRole('region', { name: '存储空间' });
    await expect(storage).toContainText('已用 1.62GB / 共 2.00GB');
    await expect(storage).toContainText('空间不足');
    await expect(storage).toContainText('免费空间，长期有效');
    await expect(storage.getByRole('link', { name: '去扩容' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '精修张数' }).getByRole('link', { name: '去购买' }),
    ).toBeVisible();
    const grants = page.getByRole('region', { name: '套餐明细' });
    await expect(grants).toContainText('你还没有购买任何套餐');
    await expect(grants.getByRole('link', { name: '开通会员' })).toHaveAttribute(
      'href',
      '/payment',
    );
  });
});

test.describe('orders', () => {
  // Page loads, a checkout and a second tab: room for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });
  // The first list of the region: the pager below it is a list too.
  const orderRows = (page: Page) =>
    page.getByRole('region', { name: '全部订单' }).getByRole('list').first().getByRole('listitem');
  const TRADE_NO = /^CR\d{20}$/;

  test('member: each order with its number, channel, state and refund status in Chinese', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/orders');
    await expect(heading(page, '我的订单')).toBeVisible();
    await expect(page).toHaveTitle('我的订单 - 个人中心 - 芝士云修图');
    await expect(profileNav(page).getByRole('link', { name: '我的订单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = orderRows(page);
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('共 13 条')).toBeVisible();

    const refunding = rows.filter({ hasText: '流畅修图套餐·轻享版' });
    for (const text of ['¥299.00', '云闪付', '已支付', '退款中'])
      await expect(refunding).toContainText(text);
    await expect(refunding).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(refunding.getByText(TRADE_NO)).toBeVisible();
    const refunded = rows.filter({ hasText: '精修张数 500 张' });
    for (const text of ['¥169.00', '微信支付', '已支付', '已退款'])
      await expect(refunded).toContainText(text);
    await expect(rows.filter({ hasText: '基础修图券 20 张' })).toContainText('退款失败');
    const plain = rows.filter({ hasText: '新人专享 精修 50 张' });
    await expect(plain).toContainText('支付宝');
    await expect(plain).toContainText('¥9.90');
    await expect(plain).not.toContainText(/退款/);
    // A refused payment: listed, never paid.
    const failed = rows.filter({ hasText: '基础修图券 5 张' });
    await expect(failed).toContainText('支付失败');
    await expect(failed).toContainText('未支付');
  });

  test('member: 13 orders on two pages; the page lives in the URL (reload, 上一页, Back, a page past the end)', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/orders');
    const rows = orderRows(page);
    await expect(rows).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL('/profile/orders?page=2');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: '流畅修图套餐·进阶版' })).toContainText('已退款');
    await expect(rows.filter({ hasText: '存储空间 2TB' })).toContainText('已支付');
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Reload keeps the page; 上一页 goes back to the first one.
    await page.reload();
    await expect(rows).toHaveCount(3);
    await pager.getByRole('link', { name: '上一页' }).click();
    await expect(page).toHaveURL('/profile/orders');
    await expect(rows).toHaveCount(10);
    await page.goBack();
    await expect(page).toHaveURL('/profile/orders?page=2');
    await expect(rows).toHaveCount(3);
    // An old link past the end lands on the last page.
    await page.goto('/profile/orders?page=9');
    await expect(page).toHaveURL('/profile/orders?page=2');
  });

  test('copy an order number: the Clipboard API, the fallback without it, and a failed copy', async ({
    page,
    context,
    baseURL,
    openLoggedIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openLoggedIn('/profile/orders');
    const row = orderRows(page).filter({ hasText: '精修张数 500 张' });
    const tradeNo = (await row.getByText(TRADE_NO).textContent()) ?? '';
    expect(tradeNo).toMatch(TRADE_NO);
    await row.getByRole('button', { name: `复制订单号 ${tradeNo}` }).click();
    await expect(page.getByText('已复制订单号')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tradeNo);

    // An in-app browser without the Clipboard API: the hidden textarea and execCommand('copy').
    const noApi = await context.newPage();
    await noApi.addInitScript(() => {
      delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
      const copies: string[] = [];
      (window as unknown as { __copies: string[] }).__copies = copies;
      const original = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
        const fail = (window as unknown as { __failCopy?: boolean }).__failCopy;
        if (command === 'copy') {
          if (fail) return false;
          copies.push(window.getSelection()?.toString() ?? '');
        }
        return original(command, ...rest);
      };
    });
    await noApi.goto('/profile/orders');
    expect(await noApi.evaluate(() => 'clipboard' in navigator)).toBe(false);
    const other = orderRows(noApi).filter({ hasText: '存储空间 500GB' });
    const otherNo = (await other.getByText(TRADE_NO).textContent()) ?? '';
    await other.getByRole('button', { name: `复制订单号 ${otherNo}` }).click();
    await expect(noApi.getByText('已复制订单号')).toBeVisible();
    expect(
      await noApi.evaluate(() => (window as unknown as { __copies: string[] }).__copies),
    ).toEqual([otherNo]);
    // The textarea is gone again, and the button keeps the focus.
    await expect(noApi.locator('body > textarea')).toHaveCount(0);
    await expect(other.getByRole('button', { name: /^复制订单号/ })).toBeFocused();

    // Copying refused as well: the number is selected for a manual copy, and the toast says so.
    await noApi.evaluate(() => {
      (window as unknown as { __failCopy: boolean }).__failCopy = true;
    });
    await other.getByRole('button', { name: `复制订单号 ${otherNo}` }).click();
    await expect(noApi.getByText('无法自动复制，已为你选中订单号，请手动复制')).toBeVisible();
    expect(await noApi.evaluate(() => window.getSelection()?.toString())).toBe(otherNo);
    await noApi.close();
  });

  test('an open purchase of this device offers 继续支付, which resumes the same order', async ({
    page,
    gotoWithScenario,
    context,
    baseURL,
  }) => {
    const orders = await recordOrders(page);
    await logIn(context, baseURL);
    // The order stays waiting (state 0) for the mock's ORDER_LIMIT_SECONDS
    // (mocks/state/answers.ts).
    await gotoWithScenario('/payment', 'pay-pending');
    await openCheckout(page);
    await payWith(page, '微信支付');
    const pay = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    const tradeNo = await tradeNoIn(pay);
    expect(tradeNo).toMatch(TRADE_NO);

    await page.goto('/profile/orders');
    const open = page.getByRole('region', { name: '待支付订单' });
    await expect(open).toContainText('精修套餐·标准版');
    await expect(open).toContainText('微信支付');
    await expect(open).toContainText(tradeNo);
    await expect(open).toContainText(/请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前完成支付/);
    // The list itself holds paid and failed orders only.
    await expect(orderRows(page)).toHaveCount(10);
    await expect(orderRows(page).filter({ hasText: tradeNo })).toHaveCount(0);

    await open.getByRole('link', { name: `继续支付订单 ${tradeNo}` }).click();
    await expect(page).toHaveURL(/\/payment\?mock=pay-pending$/);
    const resumed = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(resumed.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await expect(resumed).toContainText(tradeNo);
    await expect(checkout(page)).toHaveCount(0);
    expect(orders).toHaveLength(1);

    // Closed, the order is still open: the card stays. Given up (放弃支付): nothing is left.
    await resumed.getByRole('button', { name: '关闭' }).click();
    const ask = page.getByRole('dialog', { name: '支付是否已完成？' });
    await ask.getByRole('button', { name: '关闭' }).click();
    await page.goto('/profile/orders');
    await expect(open).toContainText(tradeNo);
    await open.getByRole('link', { name: `继续支付订单 ${tradeNo}` }).click();
    await expect(resumed).toContainText(tradeNo);
    await resumed.getByRole('button', { name: '关闭' }).click();
    await ask.getByRole('button', { name: '放弃支付' }).click();
    await page.goto('/profile/orders');
    await expect(orderRows(page)).toHaveCount(10);
    await expect(page.getByRole('region', { name: '待支付订单' })).toHaveCount(0);
  });

  test('non-member: no orders, an empty state that leads to the packages', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/orders', 'non-member');
    await expect(
      page.getByText('还没有订单。选购套餐后，每一笔订单都会显示在这里。'),
    ).toBeVisible();
    await page.getByRole('link', { name: '去看看套餐' }).click();
    await expect(page).toHaveURL('/payment');
  });

  test('a failed list says so, and 重试 loads it', async ({
    page,
    allowConsoleErrors,
    openLoggedIn,
  }) => {
    allowConsoleErrors(/^Failed to load resource: the server responded with a status of 500/);
    await openLoggedIn('/profile/orders?mock=server-errors&mock-only=%2Fv1%2Fapi%2Forder%2Flist');
    const failure = page.getByRole('alert').filter({ hasText: '加载失败，请稍后重试。' });
    await expect(failure).toBeVisible();
    await expect(page.getByText('服务器开小差了，请稍后重试').first()).toBeVisible();
    await expect(orderRows(page)).toHaveCount(0);
    // The server is back.
    await changeMockState(page, { faults: [] });
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(orderRows(page)).toHaveCount(10);
    await expect(failure).toHaveCount(0);
  });

  test("the avatar menu's 我的订单 lands on the order list", async ({ page, openLoggedIn }) => {
    await openLoggedIn('/download');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page
      .getByRole('navigation', { name: '账号入口' })
      .getByRole('link', { name: '我的订单' })
      .click();
    await expect(page).toHaveURL('/profile/orders');
    await expect(heading(page, '我的订单')).toBeVisible();
    await expect(orderRows(page)).toHaveCount(10);
  });
});

test.describe('invoices', () => {
  test('member: refunded and refunding orders say why; a bad tax number is refused; the invoice reaches the history and survives a reload', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/invoices');
    // 13 orders: the first page's PAGE_SIZE (src/features/profile/paging.ts; the pager below them
    // is a list too).
    const rows = page
      .getByRole('region', { name: '订单列表' })
      .getByRole('list')
      .first()
      .getByRole('listitem');
    await expect(rows).toHaveCount(10);
    const refunded = rows.filter({ hasText: '精修张数 500 张' });
    await expect(refunded).toContainText('已退款，不可开票');
    await expect(refunded.getByRole('checkbox')).toBeDisabled();
    await expect(rows.filter({ hasText: '流畅修图套餐·轻享版' })).toContainText(
      '退款处理中，暂不可开票',
    );
    await expect(rows.filter({ hasText: '精修套餐·入门版' })).toContainText('已开票');
    await expect(page.getByRole('button', { name: '申请开票' })).toBeDisabled();

    await rows.filter({ hasText: '存储空间 500GB' }).getByRole('checkbox').check();
    await rows.filter({ hasText: '基础修图券 20 张' }).getByRole('checkbox').check();
    await expect(page.getByText('已选 2 笔订单，合计 ¥318.00')).toBeVisible();

    const applies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/api/invoice/apply')) applies.push(request.url());
    });
    await page.getByRole('button', { name: '申请开票' }).click();
    const dialog = page.getByRole('dialog', { name: '申请电子发票' });
    await expect(dialog).toContainText('共 2 笔订单，发票金额 ¥318.00');
    await dialog.getByRole('radio', { name: '企业' }).check();
    await dialog.getByRole('textbox', { name: '发票抬头' }).fill('上海光年影像文化传播有限公司');
    await dialog.getByRole('textbox', { name: '纳税人识别号' }).fill('91310115');
    await dialog.getByRole('textbox', { name: '接收邮箱' }).fill('caiwu@guangnian.cn');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    const taxNo = dialog.getByRole('textbox', { name: '纳税人识别号' });
    await expect(taxNo).toHaveAttribute('aria-invalid', 'true');
    await expect(taxNo).toHaveAccessibleDescription('纳税人识别号应为 15–20 位大写字母或数字');
    await expect(taxNo).toBeFocused();
    expect(applies).toEqual([]);

    // Typed in lower case: shown and sent upper case.
    await taxNo.fill('91310115ma1k4xyz8q');
    await expect(taxNo).toHaveValue('91310115MA1K4XYZ8Q');
    await expect(taxNo).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('发票申请已提交，开具后将发送至 caiwu@guangnian.cn')).toBeVisible();
    // One call, accepted: the mock, like the API, refuses a tax number that is not upper case.
    expect(applies).toHaveLength(1);
    await expect(rows.filter({ hasText: '存储空间 500GB' })).toContainText('已开票');
    await expect(page.getByText('请选择要开票的订单')).toBeVisible();

    await page.getByRole('link', { name: '查看开票记录' }).click();
    await expect(page).toHaveURL('/profile/invoicing-history');
    await page.reload();
    const history = page.getByRole('region', { name: '开票记录' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.first()).toContainText('上海光年影像文化传播有限公司');
    await expect(history.first()).toContainText('¥318.00');
    await expect(history.first()).toContainText('已申请，开具中');
  });

  test('a personal title needs no tax number; missing fields say so', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/invoices');
    const rows = page.getByRole('region', { name: '订单列表' }).getByRole('listitem');
    await rows.filter({ hasText: '新人专享' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '申请开票' }).click();
    const dialog = page.getByRole('dialog', { name: '申请电子发票' });
    await expect(dialog.getByRole('textbox', { name: '纳税人识别号' })).toHaveCount(0);
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByRole('textbox', { name: '发票抬头' })).toHaveAccessibleDescription(
      '请填写发票抬头',
    );
    await expect(dialog.getByRole('textbox', { name: '接收邮箱' })).toHaveAccessibleDescription(
      '请填写接收邮箱',
    );
    await dialog.getByRole('textbox', { name: '发票抬头' }).fill('王小芝');
    await dialog.getByRole('textbox', { name: '接收邮箱' }).fill('xiaozhi.wang@qq');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByRole('textbox', { name: '接收邮箱' })).toHaveAccessibleDescription(
      '请输入正确的邮箱地址',
    );
    await dialog.getByRole('textbox', { name: '接收邮箱' }).fill('xiaozhi.wang@qq.com');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: '新人专享' })).toContainText('已开票');
  });

  test('non-member: no orders, an empty state', async ({ page, openLoggedIn }) => {
    await openLoggedIn('/profile/invoices', 'non-member');
    await expect(
      page.getByText('还没有可开票的订单。购买套餐后，可在这里申请电子发票。'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '去看看套餐' })).toHaveAttribute(
      'href',
      '/payment',
    );
    await expect(page.getByRole('button', { name: '申请开票' })).toHaveCount(0);
  });
});

test.describe('invoicing history', () => {
  test('member: issued with a download link, failed with a hint', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/invoicing-history');
    const rows = page.getByRole('region', { name: '开票记录' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const issued = rows.filter({ hasText: '杭州光影旅拍摄影工作室' });
    await expect(issued).toContainText('已开具');
    await expect(issued).toContainText('¥199.00');
    await expect(issued.getByRole('link', { name: /下载发票/ })).toHaveAttribute(
      'href',
      'https://fapiao.example-retouch.cn/download/500101.pdf',
    );
    const failed = rows.filter({ hasText: '王小芝' });
    await expect(failed).toContainText('开具失败');
    await expect(failed.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('共 2 条')).toBeVisible();

    // An old link past the last page lands on the last page, for both lists.
    await page.goto('/profile/invoicing-history?page=4');
    await expect(page).toHaveURL('/profile/invoicing-history');
    await expect(rows).toHaveCount(2);
    await page.goto('/profile/invoices?page=7');
    await expect(page).toHaveURL('/profile/invoices?page=2');
  });

  test('non-member: empty, with the way to apply', async ({ page, openLoggedIn }) => {
    await openLoggedIn('/profile/invoicing-history', 'non-member');
    await expect(page.getByText('还没有开票记录。')).toBeVisible();
    await page.getByRole('link', { name: '去开票' }).click();
    await expect(page).toHaveURL('/profile/invoices');
  });
});

test.describe('device', () => {
  test('member: the latest machine is up to date; unbind asks first and sticks after a reload', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/device');
    const current = page.getByRole('region', { name: '最近使用的电脑' });
    await expect(current).toContainText('DESKTOP-XIUTU01');
    await expect(current).toContainText('Windows 11 专业版 23H2');
    await expect(current).toContainText('Intel(R) Core(TM) i7-13700K（24 核）');
    await expect(current).toContainText('32.00GB（可用 11.60GB）');
    await expect(current).toContainText('已是最新版本');
    await expect(current.getByRole('link', { name: '下载新版本' })).toHaveCount(0);

    const devices = page.getByRole('region', { name: '已绑定设备' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices).toContainText('共 3 台');

    // 取消 keeps the device.
    await devices.getByRole('button', { name: '解绑 iMac-houqi' }).click();
    const confirm = page.getByRole('dialog', { name: '解绑设备' });
    await expect(confirm).toContainText(
      '解绑后，「iMac-houqi」需要重新登录才能使用芝士云修图客户端。',
    );
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(devices.getByRole('listitem')).toHaveCount(3);

    await devices.getByRole('button', { name: '解绑 iMac-houqi' }).click();
    await page
      .getByRole('dialog', { name: '解绑设备' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(page.getByText('已解绑「iMac-houqi」')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices).not.toContainText('iMac-houqi');

    await page.reload();
    await expect(
      page.getByRole('region', { name: '已绑定设备' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(page.getByRole('region', { name: '已绑定设备' })).toContainText('共 2 台');
  });

  test('non-member: an older client shows the latest version and a download link', async ({
    page,
    openLoggedIn,
  }) => {
    await openLoggedIn('/profile/device', 'non-member');
    const current = page.getByRole('region', { name: '最近使用的电脑' });
    await expect(current).toContainText('xiaozhi-MacBook-Pro');
    await expect(current).toContainText('macOS（Apple 芯片）');
    await expect(current).toContainText('已安装版本3.8.1');
    await expect(current).toContainText('最新版本3.8.2');
    await expect(current).toContainText('有新版本可用');
    await current.getByRole('link', { name: '下载新版本' }).click();
    await expect(page).toHaveURL('/download');
  });
});
