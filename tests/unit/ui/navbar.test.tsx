import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/queryClient';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadNamespaces } from '@/i18n';

// The footer's copy loads with the layout that has one (src/app/router.tsx).
beforeAll(() => loadNamespaces(['layout.footer']));
import { DefaultLayout } from '@/app/layouts/default.layout';
import { navLinks } from '@/app/shell/nav-links';
import { LoginCancelledError, registerLoginOpener } from '@/shared/session/login-bridge';

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSite(url: string, account?: React.ReactNode) {
  const routes: RouteObject[] = [
    {
      element: <DefaultLayout account={account} />,
      children: [
        { path: '/', element: <LocationProbe /> },
        { path: '/download', element: <LocationProbe />, handle: { navTheme: 'dark' } },
        { path: '/help', element: <LocationProbe /> },
        { path: '/login', element: <LocationProbe /> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Navbar', () => {
  it('shows a 登录 button without an account slot, which asks for the login where the visitor is', async () => {
    let asked = 0;
    registerLoginOpener(() => {
      asked += 1;
      return Promise.reject(new LoginCancelledError());
    });
    onTestFinished(() => registerLoginOpener(null));
    renderSite('/download?x=1');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(asked).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/download?x=1');
  });

  it('shows the account slot instead of 登录 when given', () => {
    renderSite('/', <button type="button">用户菜单</button>);
    expect(screen.getByRole('button', { name: '用户菜单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('lists the site links, marks the current page, and links home and to search', () => {
    renderSite('/help');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(nav).toBeInTheDocument();
    for (const name of ['首页', '下载', '教程', '帮助中心', '会员套餐']) {
      expect(screen.getAllByRole('link', { name })[0]).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: '帮助中心' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: '芝士云修图首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '搜索教程与帮助' })).toHaveAttribute('href', '/search');
  });

  it('takes its theme from the matched route handle', () => {
    renderSite('/download');
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  });

  it('defaults to the light theme', () => {
    renderSite('/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');
  });

  it('toggles the phone menu with aria-expanded, and closes it on Esc and on navigation', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const toggle = screen.getByRole('button', { name: '菜单' });
    const sheet = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(sheet).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sheet).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    const mobileNav = screen.getByRole('navigation', { name: '站点菜单' });
    await user.click(within(mobileNav).getByRole('link', { name: '帮助中心' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the footer with agreements opening in new tabs', () => {
    renderSite('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /用户使用协议/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(footer).getByRole('link', { name: /隐私协议/ })).toHaveAttribute(
      'href',
      '/agreement/privacy',
    );
    expect(footer).toHaveTextContent('© 2026 芝士云修图');
  });
});

describe('navLinks', () => {
  it('lists the public pages in the navbar order', () => {
    expect(navLinks.map((l) => l.to)).toEqual(['/', '/download', '/guide', '/help', '/payment']);
  });
});
