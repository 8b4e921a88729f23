import '@/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountGate } from '@/app/account-gate';
import { ACCOUNT_WAIT_MS } from '@/shared/constants';
import { clearToken, setToken } from '@/shared/storage/token';
import { installMswServer, server, url } from '../api/msw';
import { createQueryClient } from '@/api/queryClient';

installMswServer();

/** User info as the server answers it: `answer` per call (a promise that never settles hangs). */
function serveUserInfo(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.post(url('/v1/web/user/info/get', 'user'), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}
const ACCOUNT = () => HttpResponse.json({ code: 0, data: { user_id: 1, phone: '13800138000' } });
const never = () => new Promise<Response>(() => undefined);

function renderGate() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        Component: AccountGate,
        children: [{ path: 'packages', element: <h1>我的套餐</h1> }],
      },
      { path: '/login', element: <h1>登录页</h1> },
    ],
    { initialEntries: ['/profile/packages?x=1'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets the query, React and the timers move `ms` on. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The pages of a protected layout after the login guard has let them show (it waits at most
 * ACCOUNT_WAIT_MS): the page with the account, the wait said in place with 重试 without it, and
 * the login route when it cannot load (docs/product-rules.md §4).
 */
describe('AccountGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setToken('t-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.useRealTimers();
  });

  it('shows the page once the account is known', async () => {
    vi.useRealTimers(); // the API's sending code loads on the first call: real time passes
    serveUserInfo(ACCOUNT);
    renderGate();
    expect(await screen.findByRole('heading', { name: '我的套餐' })).toBeInTheDocument();
  });

  it('while the account loads: the wait and 重试, then the page when it answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveUserInfo(() => new Promise((done) => (answer = done)));
    renderGate();
    await pass();
    expect(screen.queryByRole('heading', { name: '我的套餐' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('账号信息加载较慢，请稍候，或点击重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    answer(ACCOUNT());
    await pass(100);
    expect(screen.getByRole('heading', { name: '我的套餐' })).toBeInTheDocument();
  });

  it('重试 asks again at once, waits ACCOUNT_WAIT_MS on the button, then says it is still slow', async () => {
    const calls = serveUserInfo(never);
    renderGate();
    await pass();
    expect(calls.count).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await pass();
    expect(calls.count).toBe(2);
    await pass(ACCOUNT_WAIT_MS - 1);
    expect(screen.getByRole('status')).not.toHaveTextContent('仍未加载成功');
    await pass(1);
    expect(screen.getByRole('status')).toHaveTextContent('仍未加载成功，请检查网络后再试');
  });

  it('an account that cannot load (after its retries) sends the visitor to the login route with the return path', async () => {
    serveUserInfo(() => HttpResponse.json({ code: 500, message: '服务异常' }, { status: 500 }));
    const router = renderGate();
    await pass(1_000 + 2_000 + 4_000 + 1_000);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/profile/packages?x=1')}`,
    );
  });

  it('logged out (a 401 voided the token): the page, which the API layer leaves for the login route', async () => {
    clearToken();
    const calls = serveUserInfo(ACCOUNT);
    renderGate();
    await pass();
    expect(calls.count).toBe(0);
    expect(screen.getByRole('heading', { name: '我的套餐' })).toBeInTheDocument();
  });
});
