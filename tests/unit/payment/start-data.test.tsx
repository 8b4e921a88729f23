import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { usePaymentData } from '@/features/payment/hooks';
import { startData } from '@/features/payment/start-data';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

const SERVER_TIME = 1_900_000_000;
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

/** Serves the page's three calls, counting them; `fail` answers those with a 500. */
function serve(fail: { config?: boolean; list?: boolean } = {}) {
  const calls = { config: 0, list: 0, promotion: 0 };
  const ok = (data: unknown) => HttpResponse.json({ code: 0, data, meta: { time: SERVER_TIME } });
  server.use(
    http.get(url('/v1/web/config', 'web'), () => {
      calls.config += 1;
      return fail.config ? new HttpResponse(null, { status: 500 }) : ok(CONFIG);
    }),
    http.get(url('/v1/api/union_product/list', 'pay'), () => {
      calls.list += 1;
      return fail.list ? new HttpResponse(null, { status: 500 }) : ok({ list: [] });
    }),
    http.get(url('/v1/promotion/config', 'promotion'), () => {
      calls.promotion += 1;
      return ok(PROMOTION);
    }),
  );
  return calls;
}

function renderPage(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePaymentData(), { wrapper });
}

/** Every query of the client has settled. */
const settled = (client: QueryClient) =>
  waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 3000 });

describe('the payment page’s data, started with its code (start-data.ts)', () => {
  it('the page takes over the calls still on their way: one request each', async () => {
    const calls = serve();
    const client = createQueryClient();
    startData(client);
    const { result } = renderPage(client);
    await waitFor(() => expect(result.current.gate.status).toBe('open'));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await settled(client);
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1 });
  });

  it('answers that came before the page mounted are used as they are', async () => {
    const calls = serve();
    const client = createQueryClient();
    startData(client);
    await settled(client);
    const { result } = renderPage(client);
    expect(result.current.gate.status).toBe('open');
    expect(result.current.list.isSuccess).toBe(true);
    await settled(client);
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1 });
  });

  it('failures that came before the page mounted are that visit’s answer; the next visit asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = serve({ config: true, list: true });
    const client = createQueryClient();
    startData(client);
    await settled(client);
    const first = renderPage(client);
    // The web config's defaults close payment; the list's failure is shown (with 重试).
    expect(first.result.current.gate.status).toBe('closed');
    expect(first.result.current.list.isError).toBe(true);
    await settled(client);
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1 });
    first.unmount();

    // A later visit, without an early start: the defaults and the failure are asked for again.
    const second = renderPage(client);
    await settled(client);
    expect(calls.config).toBe(2);
    expect(calls.list).toBe(2);
    second.unmount();
  });

  it('without an early start the page asks for its data itself, once each', async () => {
    const calls = serve();
    const client = createQueryClient();
    const { result } = renderPage(client);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await settled(client);
    expect(calls).toEqual({ config: 1, list: 1, promotion: 1 });
    await act(async () => {
      await result.current.list.refetch();
    });
    expect(calls.list).toBe(2);
  });
});
