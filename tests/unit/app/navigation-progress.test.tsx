import '@/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from '@/app/navigation-progress';
import { NAVIGATION_PROGRESS_DELAY_MS } from '@/shared/constants';

function renderApp() {
  let answer: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/next">下一页</Link>
          <Outlet />
        </>
      ),
      children: [
        {
          path: 'next',
          loader: () => new Promise<null>((done) => (answer = () => done(null))),
          element: <h1>下一页</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { answer: () => answer() };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const bar = () => screen.queryByRole('progressbar', { name: '页面加载中' });

/** docs/product-rules.md §4: a navigation still on its way after a moment shows the top bar. */
describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears once a navigation has taken NAVIGATION_PROGRESS_DELAY_MS, and goes when it ends', async () => {
    const { answer } = renderApp();
    await pass(0);
    act(() => screen.getByRole('link', { name: '下一页' }).click());
    await pass(NAVIGATION_PROGRESS_DELAY_MS - 1);
    expect(bar()).toBeNull();
    await pass(1);
    expect(bar()).toBeInTheDocument();
    answer();
    await pass(0);
    expect(screen.getByRole('heading', { name: '下一页' })).toBeInTheDocument();
    expect(bar()).toBeNull();
  });

  it('a quick navigation never shows it', async () => {
    const { answer } = renderApp();
    await pass(0);
    act(() => screen.getByRole('link', { name: '下一页' }).click());
    await pass(NAVIGATION_PROGRESS_DELAY_MS / 2);
    answer();
    await pass(NAVIGATION_PROGRESS_DELAY_MS);
    expect(screen.getByRole('heading', { name: '下一页' })).toBeInTheDocument();
    expect(bar()).toBeNull();
  });
});
