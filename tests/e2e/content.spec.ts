import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BELOW_THE_FOLD_READY_MARK, gotoHydrated, waitForMark } from './hydration';
import { downloadQrValue, drawQr } from '../../src/features/content/lib/qr-drawing';

/** Visitor (marketing) pages against the mock build: what renders, what the main actions do. */

interface WireCall {
  url: string;
  body: unknown;
}

/** Records API bodies at `fetch` (Chromium hides bodies of requests a service worker answers). */
async function recordApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: WireCall[] = [];
    (window as unknown as { __apiCalls: WireCall[] }).__apiCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.startsWith('/v1/')) {
        const text = await request.clone().text();
        calls.push({ url: request.url, body: text ? (JSON.parse(text) as unknown) : null });
      }
      return original(request);
    };
  });
}
const apiCalls = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      (window as unknown as { __apiCalls: WireCall[] }).__apiCalls.filter(
        (c) => new URL(c.url).pathname === p,
      ),
    path,
  );

test.describe('home', () => {
  test('says what the product does and leads to download and packages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI 一键精修，旅拍婚纱到大会直播都交给它',
    );
    await expect(page.getByRole('heading', { name: '每一张都经得起放大' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '拍完 60 秒，嘉宾就能看到' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '精修套餐' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '流畅修图套餐' })).toBeVisible();
    await expect(page.getByText('最高输出分辨率')).toBeVisible();
    await page.getByRole('link', { name: '免费下载' }).first().click();
    await expect(page).toHaveURL('/download');
    await page.goBack();
    await page.getByRole('link', { name: '查看价格' }).first().click();
    await expect(page).toHaveURL('/payment');
  });

  test('compares before and after with the keyboard', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('slider', { name: '拖动查看修图前后对比' });
    await expect(slider).toHaveValue('50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('52');
    await expect(page.getByRole('img', { name: /AI 精修后的婚纱人像/ })).toBeVisible();
  });

  test('the flag query hides download and payment buttons, and the page still has an action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/?hide_pay=1');
    // The packages section below the hero is React's too: its pay buttons are gone, not hidden.
    await waitForMark(page, BELOW_THE_FOLD_READY_MARK);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '免费下载' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看套餐' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看价格' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看使用教程' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '精修套餐' })).toBeVisible();
    // Remembered for the tab: the download page shows versions without buttons.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '下载' })
      .click();
    await expect(page.getByText('版本 5.12.0').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /App Store 下载|下载 APK|下载 Windows 版/ }),
    ).toHaveCount(0);
  });
});

test.describe('download', () => {
  test('lists iOS, Android, Windows and both macOS builds with version, size and date', async ({
    page,
  }) => {
    await page.goto('/download');
    const ios = page.getByRole('article', { name: /iOS/ });
    await expect(ios.getByText('版本 5.12.0')).toBeVisible();
    await expect(ios.getByText('大小 178.00MB')).toBeVisible();
    await expect(ios.getByText('更新于 2025-11-15')).toBeVisible();
    await expect(ios.getByRole('link', { name: 'App Store 下载' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await expect(page.getByRole('link', { name: '下载 APK' })).toHaveAttribute('href', /\.apk$/);
    await expect(page.getByRole('link', { name: '下载 Windows 版' })).toHaveAttribute(
      'href',
      /\.exe$/,
    );
    await expect(page.getByRole('link', { name: 'macOS · Apple 芯片' })).toHaveAttribute(
      'href',
      /arm64\.dmg$/,
    );
    await expect(page.getByRole('link', { name: 'macOS · Intel 芯片' })).toHaveAttribute(
      'href',
      /x64\.dmg$/,
    );
    await expect(page.getByRole('img', { name: '芝士云修图手机下载页二维码' })).toBeVisible();
  });

  test("its QR code opens the phone site's download page, drawn by the build", async ({ page }) => {
    await gotoHydrated(page, '/download');
    const code = page.getByRole('img', { name: '芝士云修图手机下载页二维码' });
    const { modules, path } = drawQr(downloadQrValue('example-retouch.cn'));
    await expect(code).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    await expect(code.locator('path')).toHaveAttribute('d', path);
  });

  test('gets a mini-program link from generate_urllink', async ({ page }) => {
    await recordApiCalls(page);
    await gotoHydrated(page, '/download');
    await page.getByRole('button', { name: '获取小程序链接' }).click();
    await expect(page.getByRole('link', { name: '在微信中打开' })).toHaveAttribute(
      'href',
      /^https:\/\/wxaurl\.cn\//,
    );
    await expect(page.getByRole('textbox', { name: '小程序链接' })).toHaveValue(
      /^https:\/\/wxaurl\.cn\//,
    );
    const [call] = await apiCalls(page, '/v1/public/minip/generate_urllink');
    expect(call?.body).toEqual({ env_version: 'release', expire_type: 1, expire_interval: 30 });
  });

  test('says so and offers a retry when the versions cannot be loaded', async ({
    page,
    gotoWithScenario,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500|Failed to load resource/);
    await gotoWithScenario('/download', 'server-errors');
    await expect(page.getByRole('alert').filter({ hasText: '版本信息暂时获取失败' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Windows' })).toBeVisible();
    await page.goto('/download?mock=default');
    await expect(page.getByText('版本 3.8.2').first()).toBeVisible();
  });
});

for (const [device, userAgent, current] of [
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
    'ios',
  ],
  [
    'Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'win',
  ],
  [
    'macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    'mac',
  ],
] as const) {
  test.describe(`download on ${device}`, () => {
    test.use({ userAgent });
    test(`highlights the ${device} build`, async ({ page }) => {
      await page.goto('/download');
      const card = page.locator(`[data-platform="${current}"]`);
      await expect(card).toHaveAttribute('data-current', 'true');
      await expect(card.getByText('当前设备')).toBeVisible();
      await expect(page.locator('[data-current]')).toHaveCount(1);
    });
  });
}

test.describe('guide', () => {
  test('walks through the steps and jumps from the table of contents', async ({ page }) => {
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用教程');
    for (const title of ['下载并登录', '导入照片', '选择风格与参数', '一键修图', '导出与交付']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
    }
    await page
      .getByRole('navigation', { name: '教程目录' })
      .getByRole('link', { name: /导出与交付/ })
      .click();
    await expect(page).toHaveURL(/#deliver$/);
    await expect(page.getByRole('heading', { level: 2, name: '导出与交付' })).toBeInViewport();
  });
});

test.describe('help centre', () => {
  test('has categories and answers questions', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('navigation', { name: '问题分类' }).getByRole('link')).toHaveCount(
      5,
    );
    await page.getByText('收不到短信验证码怎么办？').click();
    await expect(page.getByText(/请确认手机号填写正确/)).toBeVisible();
  });

  test('filters questions in the page and shows an empty state', async ({ page }) => {
    await gotoHydrated(page, '/help');
    const box = page.getByRole('searchbox', { name: '搜索问题' });
    await box.fill('发票');
    await expect(
      page.getByRole('heading', { name: /找到 \d+ 个与“发票”相关的问题/ }),
    ).toBeVisible();
    await expect(page.getByText('如何开具发票？')).toBeVisible();
    await expect(page.getByText('收不到短信验证码怎么办？')).toHaveCount(0);
    await box.fill('量子纠缠');
    await expect(
      page.getByRole('heading', {
        name: '没有找到与“量子纠缠”相关的问题，换个关键词试试，或直接联系顾问。',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: '清除' }).click();
    await expect(page.getByText('收不到短信验证码怎么办？')).toBeVisible();
  });

  test('opens the question named in the address', async ({ page }) => {
    await page.goto('/help#which-mac');
    await expect(page.locator('details#which-mac')).toHaveAttribute('open', '');
    await expect(page.getByText(/芯片一栏显示 Apple M1/)).toBeVisible();
  });
});

test.describe('search', () => {
  test('searches articles and help for the keyword in the URL', async ({ page }) => {
    await page.goto('/search?keyword=%E5%A9%9A%E7%BA%B1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“婚纱”的搜索结果');
    await expect(page).toHaveTitle('“婚纱”的搜索结果 - 芝士云修图');
    const articles = page.getByRole('region', { name: /文章/ });
    await expect(
      articles.getByRole('link', { name: '婚纱照精修：保留质感的 AI 磨皮，5 个参数就够了' }),
    ).toBeVisible();
    await expect(articles.locator('mark').first()).toHaveText('婚纱');
    await page.getByRole('searchbox', { name: '搜索关键词' }).fill('发票');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/keyword=%E5%8F%91%E7%A5%A8/);
    await page
      .getByRole('region', { name: /帮助中心/ })
      .getByRole('link', { name: '如何开具发票？' })
      .click();
    await expect(page).toHaveURL('/help#invoice');
    await expect(page.locator('details#invoice')).toHaveAttribute('open', '');
  });

  test('shows an empty state and suggestions when nothing matches', async ({ page }) => {
    await page.goto('/search?keyword=zzqq');
    await expect(page.getByText('没有找到与“zzqq”相关的内容，换个关键词试试。')).toBeVisible();
    await page.getByRole('link', { name: '照片直播' }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“照片直播”的搜索结果');
  });

  test('is reached from the navbar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '搜索教程与帮助' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByText('大家都在搜')).toBeVisible();
  });
});

test.describe('articles', () => {
  test('lists articles, filters by category and opens one', async ({ page }) => {
    await gotoHydrated(page, '/article');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(6);
    await page.getByRole('button', { name: '产品动态' }).click();
    await expect(page.getByRole('button', { name: '产品动态' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(titles).toHaveCount(2);
    await page.getByRole('link', { name: /桌面客户端 3\.8 发布/ }).click();
    await expect(page).toHaveURL('/n/1027');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '桌面客户端 3.8 发布：Apple 芯片原生支持，批量导出快 2 倍',
    );
    await expect(page).toHaveTitle(
      '桌面客户端 3.8 发布：Apple 芯片原生支持，批量导出快 2 倍 - 芝士云修图',
    );
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('产品动态');
    await expect(page.getByRole('heading', { name: '相关阅读' })).toBeVisible();
  });

  test('an unknown or unpublished id is the 404 screen; /article/{id} moves to /n/{id}', async ({
    page,
  }) => {
    await page.goto('/n/9999');
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    await page.goto('/n/1030');
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    await page.goto('/article/1024');
    await expect(page).toHaveURL('/n/1024', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/婚纱照精修/);
  });
});

test.describe('consultation and cooperation forms', () => {
  test('consultation validates, then submits to the mock and shows success', async ({ page }) => {
    await recordApiCalls(page);
    // Prerendered: its fields are React's once hydrated.
    await gotoHydrated(page, '/consultation');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '请检查标红的内容后再提交' }),
    ).toBeVisible();
    await expect(page.getByText('请填写姓名')).toBeVisible();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByRole('combobox', { name: '省份' })).toHaveAccessibleDescription(
      '请选择省份',
    );
    await expect(page.getByRole('combobox', { name: '城市' })).toHaveAccessibleDescription(
      '请选择城市',
    );
    await expect(page.getByRole('textbox', { name: '姓名' })).toBeFocused();

    await page.getByRole('textbox', { name: '姓名' }).fill('王小芝');
    const phone = page.getByRole('textbox', { name: '手机号' });
    await phone.fill('12345');
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('13912345678');
    await expect(page.getByText('请输入正确的手机号')).toHaveCount(0);

    const city = page.getByRole('combobox', { name: '城市' });
    await expect(city).toBeDisabled();
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '浙江省' });
    await expect(city).toBeEnabled();
    await city.selectOption({ label: '杭州市' });
    await page.getByRole('combobox', { name: '咨询内容' }).selectOption({ label: '照片直播方案' });
    await page.getByRole('textbox', { name: '补充说明（选填）' }).fill('每月约 20 场年会');
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page.getByRole('heading', { name: '提交成功' })).toBeFocused();
    await expect(
      page.getByText('顾问将在 1 个工作日内致电 139****5678，请留意来电。'),
    ).toBeVisible();
    const [call] = await apiCalls(page, '/v1/web/consultation/create');
    expect(call?.body).toMatchObject({
      name: '王小芝',
      phone: '13912345678',
      content: '照片直播方案：每月约 20 场年会',
      scene: 1,
      province_id: 330000,
      city_id: 330100,
    });
    await page.getByRole('button', { name: '再提交一条' }).click();
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  test('cooperation requires the company and submits it', async ({ page }) => {
    await recordApiCalls(page);
    await gotoHydrated(page, '/cooperation');
    await expect(page.getByRole('heading', { name: '影楼与机构' })).toBeVisible();
    await page.getByRole('textbox', { name: '姓名' }).fill('李经理');
    await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '北京市' });
    await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '北京市' });
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请填写公司或机构名称')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '公司 / 机构名称' })).toBeFocused();
    await page.getByRole('textbox', { name: '公司 / 机构名称' }).fill('光影旅拍工作室');
    await page.getByRole('combobox', { name: '合作类型' }).selectOption({ label: '渠道代理' });
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    const [call] = await apiCalls(page, '/v1/web/cooperation/transfer');
    expect(call?.body).toMatchObject({
      name: '李经理',
      phone: '13800138000',
      company: '光影旅拍工作室',
      remark: '渠道代理',
      province_id: 110000,
      city_id: 110100,
    });
  });
});

test.describe('activity', () => {
  test('shows what the server said: the name, the product and the ways on, no offer it did not send', async ({
    page,
  }) => {
    await recordApiCalls(page);
    await page.goto('/activity/spring2025');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('春季摄影节线下活动');
    await expect(page).toHaveTitle('春季摄影节线下活动 - 芝士云修图');
    await expect(page.getByRole('link', { name: '免费下载' })).toBeVisible();
    const main = page.getByRole('main');
    // The server answered {source_id, name}: no gift, count, rule or time limit of its own.
    await expect(main).not.toContainText(/赠|送|限时|名额|规则|每个手机号|张精修体验/);
    // The page and the attribution share one lookup.
    await expect.poll(() => apiCalls(page, '/v1/activity/common/info')).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('channel_source_id')))
      .toMatch(/^\{"id":1408,/);
  });

  for (const [uuid, how] of [
    ['autumn2024', 'refused with a business code'],
    ['nameless', 'answered without a name'],
  ] as const) {
    test(`an activity ${how}: 活动不存在或已结束 with the ways on, and no attribution`, async ({
      page,
    }) => {
      await recordApiCalls(page);
      await page.goto(`/activity/${uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('活动不存在或已结束');
      await expect(page.getByRole('link', { name: '查看套餐' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect.poll(() => apiCalls(page, '/v1/activity/common/info')).toHaveLength(1);
      expect(await page.evaluate(() => localStorage.getItem('channel_source_id'))).toBeNull();
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('says so when the activity cannot be loaded, and offers 重试', async ({
    page,
    gotoWithScenario,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500|Failed to load resource|source lookup failed/);
    await gotoWithScenario('/activity/spring2025', 'server-errors');
    const alert = page.getByRole('alert').filter({ hasText: '活动信息加载失败' });
    await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('活动');
  });
});
