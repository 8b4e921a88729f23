import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { matchRoutes, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { createPagePrefetch } from '@/app/page-prefetch';
import { routes } from '@/app/router';
import { usePaymentData } from '@/features/payment/use-payment-data';
import { useAssets } from '@/features/profile/packages/use-assets';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, data, meta: { time: 1_900_000_000 } });
const fail = () => new HttpResponse(null, { status: 500 });
const CONFIG = {
  cheese_config: {
    payment_conf: { is_open: 1, start_time: 0, end_time: 0, payment_methods: ['wechat'] },
  },
};
const PROMOTION = {
  activity_state: 0,
  promotion_activity_remaining_time: 0,
  promotion_activity_start_time: 0,
  cake_promotion_activity_start_time: 0,
};
const ASSETS = { storage: { total: 1, used: 0, expire_time: 0 }, packages: [] };

/** Serves every prefetched call, counting them; `failing` answers those with a 500. */
function serve(failing: { config?: boolean; list?: boolean; assets?: boolean } = {}) {
  const calls = { config: 0, list: 0, promotion: 0, assets: 0 };
  server.use(
    http.get(url('/v1/web/config', 'web'), () => {
      calls.config += 1;
      return failing.config ? fail() : ok(CONFIG);
    }),
    http.get(url('/v1/api/union_product/list', 'pay'), () => {
      calls.list += 1;
      return failing.list ? fail() : ok({ list: [] });
    }),
    http.get(url('/v1/promotion/config', 'promotion'), () => {
      calls.promotion += 1;
      return ok(PROMOTION);
    }),
    http.get(url('/v1/api/user/assets', 'user'), () => {
      calls.assets += 1;
      return failing.assets ? fail() : ok(ASSETS);
    }),
  );
  return calls;
}

/** A navigation to `href`, as the guard middleware reports it. */
function navigate(prefetch: ReturnType<typeof createPagePrefetch>, href: string) {
  const address = new URL(href, 'https://www.example-retouch.cn');
  prefetch(address, matchRoutes(routes, address.pathname) ?? []);
}

function render<T>(client: QueryClient, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

/** The prefetch modules have loaded and every call has settled. */
const settled = (client: QueryClient, calls: Record<string, number>, atLeast: number) =>
  waitFor(
    () => {
      expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(atLeast);
      expect(client.isFetching()).toBe(0);
    },
    { timeout: 3000 },
  );

describe('a page’s data starts with the navigation to it (page-prefetch.ts)', () => {
  it('/payment: its three calls, which the page takes over without a second request', async () => {
    const calls = serve();
    const client = createQueryClient();
    navigate(
      createPagePrefetch(client, () => false),
      '/payment',
    );
    const { result } = render(client, usePaymentData);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await settled(client, calls, 3);
    expect(result.current.gate.status).toBe('open');
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1, assets: 0 });
  });

  it('a page behind login asks nothing without a session, and its calls with one', async () => {
    const calls = serve();
    const client = createQueryClient();
    let loggedIn = false;
    const prefetch = createPagePrefetch(client, () => loggedIn);
    navigate(prefetch, '/profile/packages');
    // The route's own page: nothing asked for (the home page has no prefetch).
    navigate(prefetch, '/');
    await settled(client, calls, 0);
    expect(calls.assets).toBe(0);
    loggedIn = true;
    navigate(prefetch, '/profile/packages');
    await settled(client, calls, 2);
    expect(calls).toEqual({ config: 1, list: 0, promotion: 0, assets: 1 });
    const { result } = render(client, useAssets);
    expect(result.current.isSuccess).toBe(true);
  });

  it('a failure before the page mounted is that visit’s answer; the next navigation asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = serve({ assets: true, list: true });
    const client = createQueryClient();
    const prefetch = createPagePrefetch(client, () => true);
    navigate(prefetch, '/profile/packages');
    await settled(client, calls, 2);
    const packages = render(client, useAssets);
    expect(packages.result.current.isError).toBe(true);
    navigate(prefetch, '/payment');
    await settled(client, calls, 4);
    const payment = render(client, usePaymentData);
    expect(payment.result.current.list.isError).toBe(true);
    await settled(client, calls, 4);
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1, assets: 1 });
    packages.unmount();
    payment.unmount();

    navigate(prefetch, '/profile/packages');
    await settled(client, calls, 5);
    expect(calls.assets).toBe(2);
    // The page's 重试 asks at once.
    const again = render(client, usePaymentData);
    await act(async () => {
      await again.result.current.list.refetch();
    });
    expect(calls.list).toBe(2);
  });

  it('the page on screen is not asked for again (revalidated, or its query changed); a visit after another page is', async () => {
    const calls = serve({ list: true });
    const client = createQueryClient();
    const prefetch = createPagePrefetch(client, () => false);
    navigate(prefetch, '/payment');
    await settled(client, calls, 3);
    navigate(prefetch, '/payment');
    // A tab of the page (its query): the failed list waits for 重试, not for a tab switch.
    navigate(prefetch, '/payment?t=piece');
    await settled(client, calls, 3);
    expect(calls.list).toBe(1);
    navigate(prefetch, '/download');
    navigate(prefetch, '/payment?t=piece');
    await settled(client, calls, 4);
    expect(calls.list).toBe(2);
  });

  it('without a prefetch the page asks for its data itself as it mounts', async () => {
    const calls = serve();
    const client = createQueryClient();
    const { result } = render(client, usePaymentData);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await settled(client, calls, 2);
    expect(calls.config).toBe(1);
    expect(calls.list).toBe(1);
  });
});
