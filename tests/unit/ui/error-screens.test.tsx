import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/queryClient';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/i18n';

// The footer's copy loads with the layout that has one (src/app/router.tsx).
beforeAll(() => loadNamespaces(['layout.footer']));
import { NotFoundScreen } from '@/app/errors/not-found-screen';
import { RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { ServerErrorScreen } from '@/app/errors/server-error-screen';
import { DefaultLayout } from '@/app/layouts/default.layout';

afterEach(cleanup);

function renderAt(url: string, routes: RouteObject[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </QueryClientProvider>,
  );
}

describe('error screens', () => {
  it('404: heading, title, one way home, its own frame outside a layout', async () => {
    renderAt('/', [{ path: '/', element: <NotFoundScreen /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: /404/ })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('404 inside a layout uses the layout chrome (one main, the navbar)', async () => {
    renderAt('/nope', [
      { element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundScreen /> }] },
    ]);
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('500: heading, title, message, and 重试 calls onRetry', async () => {
    const onRetry = vi.fn();
    renderAt('/', [
      { path: '/', element: <ServerErrorScreen message="未知错误" onRetry={onRetry} /> },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: /500/ })).toBeInTheDocument();
    expect(document.title).toBe('Internal Server Error');
    expect(screen.getByText('未知错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('RouteErrorBoundary: an unmatched path shows 404', async () => {
    renderAt('/missing', [{ path: '/', element: <p>home</p>, ErrorBoundary: RouteErrorBoundary }]);
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
  });

  it('RouteErrorBoundary: a failing loader shows 500, with an API message but never a raw exception', async () => {
    const apiError = Object.assign(new Error('身份验证过期，请重新登录'), { kind: 'business' });
    renderAt('/a', [
      {
        path: '/a',
        loader: () => {
          throw apiError;
        },
        element: <p>a</p>,
        HydrateFallback: () => null,
        ErrorBoundary: RouteErrorBoundary,
      },
    ]);
    expect(await screen.findByRole('heading', { name: /500/ })).toBeInTheDocument();
    expect(screen.getByText('身份验证过期，请重新登录')).toBeInTheDocument();
  });

  it('RouteErrorBoundary hides the text of unexpected exceptions', async () => {
    renderAt('/b', [
      {
        path: '/b',
        loader: () => {
          throw new TypeError('Cannot read properties of undefined');
        },
        element: <p>b</p>,
        HydrateFallback: () => null,
        ErrorBoundary: RouteErrorBoundary,
      },
    ]);
    expect(await screen.findByRole('heading', { name: /500/ })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
  });
});
