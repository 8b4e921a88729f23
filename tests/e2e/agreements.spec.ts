import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { gotoHydrated, HYDRATED_MARK, waitForMark } from './hydration';

/**
 * The user agreement and the privacy policy (docs/product-rules.md §2): full text in the static
 * HTML, a title of their own, a table of contents whose links reach each section, and sections a
 * link can open (`/agreement/privacy#rights`) on first load and after a client-side navigation.
 * Also the footer's filing numbers: a build without VITE_ICP_FILING / VITE_PSB_FILING shows none.
 */
const AGREEMENTS = [
  {
    path: '/agreement/user',
    heading: '用户使用协议',
    title: '用户使用协议 - 芝士云修图',
    sections: {
      service: '一、服务内容',
      account: '二、账号注册与使用',
      packages: '三、套餐与付费',
      refund: '四、退款',
      storage: '五、云存储与文件保留',
      conduct: '六、使用规范',
      ip: '七、知识产权',
      privacy: '八、个人信息保护',
      interruption: '九、服务的变更、中断与终止',
      liability: '十、责任限制',
      changes: '十一、协议的变更',
      law: '十二、法律适用与争议解决',
      contact: '十三、联系我们',
    },
    // What the agreement must say, not only that it exists.
    phrases: [
      '首次登录即自动注册账号',
      '自购买之日起 7 天内',
      '原路退回',
      '文件继续保留 30 天',
      '永久删除且无法恢复',
      '肖像权',
      '著作权',
      '适用中华人民共和国法律',
      'kefu@example-retouch.cn',
      '2026 年 11 月 24 日',
    ],
  },
  {
    path: '/agreement/privacy',
    heading: '隐私协议',
    title: '隐私协议 - 芝士云修图',
    sections: {
      collect: '一、我们收集的个人信息及用途',
      share: '二、我们如何委托处理、共享、转让和公开披露个人信息',
      cookies: '三、Cookie 与本地存储',
      retention: '四、个人信息的保存地点与期限',
      security: '五、我们如何保护你的个人信息',
      rights: '六、你的权利',
      minors: '七、未成年人的个人信息',
      changes: '八、本协议的更新',
      contact: '九、如何联系我们',
    },
    phrases: [
      '手机号码',
      'MAC 地址',
      '神策分析 SDK',
      'gdt_vid',
      '订单号、所购套餐、订单金额、支付渠道',
      '财付通支付科技有限公司',
      '支付宝（中国）网络技术有限公司',
      '中国银联股份有限公司',
      '均存储在中华人民共和国境内',
      '注销账号',
      '未满十四周岁',
      '15 个工作日',
      'kefu@example-retouch.cn',
      '2026 年 11 月 24 日',
    ],
  },
] as const;

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The heading is on screen and not under the sticky navbar. */
async function expectHeadingShown(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading).toBeInViewport();
  const navbar = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await heading.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
}

for (const agreement of AGREEMENTS) {
  test(`${agreement.path} is prerendered with its full text and its own title`, async ({
    request,
  }) => {
    const response = await request.get(agreement.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(agreement.title);
    expect(html).toContain(
      `<link rel="canonical" href="https://www.example-retouch.cn${agreement.path}"`,
    );
    expect(html).toContain('<script type="application/json" id="__router_hydration">');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(
      html,
    )?.[1];
    expect(root, 'prerendered markup in #root').toBeTruthy();
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root!)?.[1] ?? '')).toBe(agreement.heading);
    for (const [id, title] of Object.entries(agreement.sections)) {
      const h2 = new RegExp(`<h2 id="${id}"[^>]*>([^<]*)</h2>`).exec(root!);
      expect(h2, `<h2 id="${id}">`).not.toBeNull();
      expect(decode(h2![1]!)).toBe(title);
      expect(root).toContain(`href="#${id}"`);
    }
    const text = decode(root!.replace(/<[^>]+>/g, ''));
    for (const phrase of agreement.phrases) expect(text, phrase).toContain(phrase);
    // Every section's text together (from the first <h2> of the text on), not the page around it.
    const body = decode(root!.slice(root!.indexOf('<h2 id=')).replace(/<[^>]+>/g, ''));
    expect(body.replace(/\s+/g, '').length).toBeGreaterThan(1500);
  });

  test(`${agreement.path}: each table-of-contents link moves to its section`, async ({ page }) => {
    await gotoHydrated(page, agreement.path);
    await expect(page).toHaveTitle(agreement.title);
    const toc = page.getByRole('navigation', { name: '目录' });
    const entries = Object.entries(agreement.sections);
    await expect(toc.getByRole('link')).toHaveCount(entries.length);
    // Last to first, so that each jump is a real move (the first sections start on screen).
    for (const [id, title] of entries.reverse()) {
      await toc.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${agreement.path}#${id}$`));
      await expectHeadingShown(page, title);
    }
  });
}

test('/agreement/privacy#rights opens on that section, and it stays there once hydrated', async ({
  page,
}) => {
  await page.goto('/agreement/privacy#rights', { waitUntil: 'commit' });
  await waitForMark(page, HYDRATED_MARK);
  await expectHeadingShown(page, '六、你的权利');
  await expect(page.getByText(/核验通过后，我们将在 15 个工作日内完成注销/)).toBeVisible();
});

test('a link to a section from another page lands on it (client-side navigation)', async ({
  page,
}) => {
  await gotoHydrated(page, '/agreement/user#account');
  await expectHeadingShown(page, '二、账号注册与使用');
  await page.getByRole('link', { name: '《芝士云修图隐私协议》' }).first().click();
  await expect(page).toHaveURL('/agreement/privacy#rights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私协议');
  await expect(page).toHaveTitle('隐私协议 - 芝士云修图');
  await expectHeadingShown(page, '六、你的权利');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the section named in the address is shown below the navbar', async ({ page }) => {
    await gotoHydrated(page, '/agreement/user#refund');
    await expectHeadingShown(page, '四、退款');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the footer opens both agreements in a new tab', async ({ page, context }) => {
  await page.goto('/download');
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['用户使用协议', '用户使用协议'],
    ['隐私协议', '隐私协议'],
  ] as const) {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      footer.getByRole('link', { name }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(tab.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await tab.close();
  }
});

test('a build without VITE_ICP_FILING / VITE_PSB_FILING shows no filing number', async ({
  page,
}) => {
  for (const path of ['/download', '/agreement/privacy']) {
    await gotoHydrated(page, path);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2026 芝士云修图');
    await expect(footer).not.toContainText(/ICP备|公网安备/);
    await expect(footer.locator('a[href*="beian."]')).toHaveCount(0);
  }
});
