import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockBackend, renderApp } from '../kit/render-app';

/**
 * Every route of docs/product-rules.md §2 in its layout, and where the guards send a visitor
 * without a session or a payer phone, through the real route table and guards (logged out). That
 * the served build answers each path in a browser is the e2e suite's (a11y.spec.ts opens every
 * route, prerender.spec.ts hydrates the prerendered ones).
 */
installMockBackend();

const DEFAULT_LAYOUT_PAGES: [string, RegExp][] = [
  ['/article', /修图干货/],
  ['/download', /下载芝士云修图/],
  ['/guide', /使用教程/],
  ['/help', /帮助中心/],
  ['/search?keyword=婚纱', /搜索/],
  ['/n/1024', /婚纱照精修/],
  ['/payment', /修图套餐/],
  ['/consultation', /预约咨询/],
  ['/cooperation', /商务合作/],
  ['/agreement/user', /用户使用协议/],
  ['/agreement/privacy', /隐私协议/],
  ['/activity/abc', /推广渠道 abc/],
  ['/demo/i18n', /i18n 演示/],
  ['/demo/http', /HTTP 演示/],
];

const PAGE_LOAD = { timeout: 10_000 };

async function mainHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
}

describe('layouts', () => {
  it.each(DEFAULT_LAYOUT_PAGES)(
    '%s: the default layout, navbar and footer',
    async (path, title) => {
      await renderApp(path);
      await waitFor(
        async () => expect((await mainHeading()).textContent).toMatch(title),
        PAGE_LOAD,
      );
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    },
  );

  it('home: the navbar, no footer', async () => {
    await renderApp('/');
    expect((await mainHeading()).textContent).toContain('AI 一键精修');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('an unknown path: the 404 screen and its title', async () => {
    await renderApp('/no/such/page');
    expect((await mainHeading()).textContent).toContain('404');
    await waitFor(() => expect(document.title).toBe('Page Not Found'), PAGE_LOAD);
  });
});

describe('where the guards send a visitor', () => {
  it.each(['/profile/packages', '/profile/invoices', '/workbench/a/b/c', '/profile/'])(
    'logged out, %s goes to the login route with the path to come back to',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => {
        const { pathname, search } = router.state.location;
        expect(pathname + search).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      }, PAGE_LOAD);
    },
  );

  it('/payment/success without a stored payer phone goes home', async () => {
    const { router } = await renderApp('/payment/success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PAGE_LOAD);
    expect((await mainHeading()).textContent).toContain('AI 一键精修');
  });
});
