import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE_FRAME_PATHS } from '@/app/public-paths';
import { PUBLISHED_ARTICLES } from '@/content/articles';
import {
  applyPageMeta,
  pageMetaTags,
  removePageMeta,
  renderHeadHtml,
  type PageMeta,
} from '@/features/content/seo/page-meta';
import { headTagsFor, prerenderMeta } from '@/features/content/seo/head';
import { usePageMeta } from '@/features/content/seo/use-page-meta';
import { loadNamespaces } from '@/i18n';

const meta: PageMeta = {
  title: '下载 "客户端" <测试> - 芝士云修图',
  description: 'A & B',
  path: '/download',
  siteName: '芝士云修图',
};

afterEach(() => removePageMeta());

describe('page head tags', () => {
  it('puts the canonical on www and the mobile alternate on m', () => {
    const tags = pageMetaTags(meta, 'example-retouch.cn');
    const href = (rel: string) => tags.find((t) => t.attrs.rel === rel)?.attrs.href;
    expect(href('canonical')).toBe('https://www.example-retouch.cn/download');
    expect(href('alternate')).toBe('https://m.example-retouch.cn/download');
    expect(tags.find((t) => t.attrs.name === 'mobile-agent')?.attrs.content).toBe(
      'format=html5;url=https://m.example-retouch.cn/download',
    );
    const og = Object.fromEntries(
      tags
        .filter((t) => t.attrs.property)
        .map((t): [string, string | undefined] => [t.attrs.property ?? '', t.attrs.content]),
    );
    expect(og).toMatchObject({
      'og:title': meta.title,
      'og:description': 'A & B',
      'og:url': 'https://www.example-retouch.cn/download',
      'og:locale': 'zh_CN',
      'og:type': 'website',
    });
    expect(og['og:image']).toMatch(/^https:\/\/www\.example-retouch\.cn\/og-image\.jpg$/);
  });

  it('escapes text in the prerendered HTML', () => {
    const html = renderHeadHtml(meta, 'example-retouch.cn');
    expect(html).toContain('<title>下载 &quot;客户端&quot; &lt;测试&gt; - 芝士云修图</title>');
    expect(html).toContain('content="A &amp; B"');
    expect(html).toContain('content="下载 &quot;客户端&quot; &lt;测试&gt; - 芝士云修图"');
    expect(html).not.toMatch(/<测试>/);
  });

  it('replaces the tags of the previous page in the browser', () => {
    applyPageMeta(meta, 'example-retouch.cn');
    applyPageMeta({ ...meta, title: '帮助中心', path: '/help' }, 'example-retouch.cn');
    expect(document.title).toBe('帮助中心');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example-retouch.cn/help',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A & B',
    );
    removePageMeta();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('has Chinese head data for every prerendered kind of page', () => {
    expect(prerenderMeta('/').title).toContain('芝士云修图');
    expect(prerenderMeta('/download').description).toMatch(/iOS/);
    const article = PUBLISHED_ARTICLES[0]!;
    const detail = prerenderMeta(`/n/${article.id}`);
    expect(detail).toMatchObject({
      type: 'article',
      path: `/n/${article.id}`,
      publishedDate: article.date,
    });
    expect(detail.title.startsWith(article.title)).toBe(true);
    expect(() => prerenderMeta('/n/1030')).toThrow(/no published article/);
    expect(() => prerenderMeta('/nowhere')).toThrow(/no head data/);
  });

  it('has head data for the payment page’s prerendered frame (its copy, with its route)', async () => {
    await loadNamespaces(['payment']);
    expect(prerenderMeta('/payment')).toMatchObject({
      title: '会员套餐 - 芝士云修图',
      path: '/payment',
      siteName: '芝士云修图',
    });
    expect(prerenderMeta('/payment').description).toMatch(/精修套餐/);
  });

  it('gives each private page’s frame the page’s own title and noindex, nothing for sharing or search', async () => {
    await loadNamespaces(['payment', 'profile']);
    const titles = {
      '/payment/success': '支付结果 - 芝士云修图',
      '/profile/packages': '我的套餐 - 个人中心 - 芝士云修图',
      '/profile/orders': '我的订单 - 个人中心 - 芝士云修图',
    };
    expect(Object.keys(titles).sort()).toEqual([...PRIVATE_FRAME_PATHS].sort());
    for (const [path, title] of Object.entries(titles)) {
      const head = headTagsFor(path, 'example-retouch.cn');
      expect(head).toContain(`<title>${title}</title>`);
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).not.toMatch(/canonical|og:|description|ld\+json/);
    }
  });
});

describe('usePageMeta (the head-tag code loads with the first page that needs it)', () => {
  it('applies the tags of the page shown, and removes them when it is left', async () => {
    const { unmount } = renderHook(() => usePageMeta(meta));
    await waitFor(() => expect(document.title).toBe(meta.title));
    expect(document.querySelector('link[rel="canonical"]')).not.toBeNull();
    unmount();
    await waitFor(() => expect(document.querySelector('link[rel="canonical"]')).toBeNull());
  });

  it('a page left before the code arrived does not set its title over the next one', async () => {
    const first = renderHook(() => usePageMeta({ ...meta, title: 'left at once' }));
    first.unmount();
    // The next page sets its own title at once (an account page, not a visitor page).
    document.title = 'next page';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('next page');
  });
});
