import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { imInfoQueryOptions } from '@/api/queries/account';
import { promotionConfigQueryOptions, webConfigQueryOptions } from '@/api/queries/config';
import { unionProductListQueryOptions } from '@/api/queries/orders';
import { userInfoQueryOptions } from '@/api/queries/session';
import { createQueryClient, queryClient } from '@/api/queryClient';
import { readUserInfoCache } from '@/api/session-cache';
import type { Service } from '@/api/client';
import { setToken } from '@/shared/storage/token';
import { server, url, installMswServer } from './msw';

installMswServer();

/** The test client: no retry delay, so retry counts are observed over the wire quickly. */
const testClient = () => createQueryClient({ retryDelay: 0 });

function countRequests(
  method: 'get' | 'post',
  path: string,
  service: Service,
  respond: () => Response,
) {
  const counter = { count: 0 };
  server.use(
    http[method](url(path, service), () => {
      counter.count += 1;
      return respond();
    }),
  );
  return counter;
}

const serverError = () => new HttpResponse(null, { status: 500 });

describe('retry counts over the wire', () => {
  it('user info: 3 retries = 4 requests', async () => {
    const calls = countRequests('post', '/v1/web/user/info/get', 'user', serverError);
    await expect(testClient().fetchQuery(userInfoQueryOptions())).rejects.toMatchObject({
      status: 500,
    });
    expect(calls.count).toBe(4);
  });

  it('im info: 2 retries = 3 requests', async () => {
    const calls = countRequests('get', '/v1/ow/im/info', 'main', () => HttpResponse.error());
    await expect(testClient().fetchQuery(imInfoQueryOptions())).rejects.toMatchObject({
      kind: 'network',
    });
    expect(calls.count).toBe(3);
  });

  it('other queries are not retried', async () => {
    const list = countRequests('get', '/v1/api/union_product/list', 'pay', serverError);
    await expect(testClient().fetchQuery(unionProductListQueryOptions())).rejects.toMatchObject({
      status: 500,
    });
    expect(list.count).toBe(1);
  });

  it('a 401 is never retried, even on user info', async () => {
    const calls = countRequests(
      'post',
      '/v1/web/user/info/get',
      'user',
      () => new HttpResponse(null, { status: 401 }),
    );
    await expect(testClient().fetchQuery(userInfoQueryOptions())).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.count).toBe(1);
  });

  it('a business error is never retried', async () => {
    const calls = countRequests('get', '/v1/ow/im/info', 'main', () =>
      HttpResponse.json({ code: 5025, message: 'x' }),
    );
    await expect(testClient().fetchQuery(imInfoQueryOptions())).rejects.toMatchObject({
      kind: 'business',
    });
    expect(calls.count).toBe(1);
  });

  it('the app client retries nothing by default and does not refetch on focus', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.retry).toBe(0);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});

describe('user info session cache', () => {
  const user = { user_id: 9, name: '小芝', phone: '13800138000' };

  it('a cached user of the same token answers ensureQueryData without a request', async () => {
    setToken('tok-a');
    const calls = countRequests('post', '/v1/web/user/info/get', 'user', () =>
      HttpResponse.json({ code: 0, data: user }),
    );
    await testClient().fetchQuery(userInfoQueryOptions());
    expect(calls.count).toBe(1);
    expect(readUserInfoCache()?.data).toEqual(user);

    // A reload: a fresh QueryClient, same tab.
    await expect(testClient().ensureQueryData(userInfoQueryOptions())).resolves.toEqual(user);
    expect(calls.count).toBe(1);
  });

  it('another token never sees the previous user', async () => {
    setToken('tok-a');
    countRequests('post', '/v1/web/user/info/get', 'user', () =>
      HttpResponse.json({ code: 0, data: user }),
    );
    await testClient().fetchQuery(userInfoQueryOptions());
    setToken('tok-b');
    expect(readUserInfoCache()).toBeUndefined();
  });
});

describe('config fallbacks', () => {
  it('web config falls back to payment closed, silently, and is fetched again next time', async () => {
    const calls = countRequests('get', '/v1/web/config', 'web', serverError);
    const client = testClient();
    const state = await client.fetchQuery(webConfigQueryOptions());
    expect(state.fromDefault).toBe(true);
    expect(state.data.cheese_config.payment_conf.is_open).toBe(0);
    await client.fetchQuery(webConfigQueryOptions());
    expect(calls.count).toBe(2);
  });

  it('a loaded web config is served from the session cache afterwards', async () => {
    const conf = { is_open: 1, start_time: 0, end_time: 0, payment_methods: ['wechat'] };
    const calls = countRequests('get', '/v1/web/config', 'web', () =>
      HttpResponse.json({
        code: 0,
        data: { cheese_config: { payment_conf: conf } },
        meta: { time: 10 },
      }),
    );
    await testClient().fetchQuery(webConfigQueryOptions());
    const again = await testClient().fetchQuery(webConfigQueryOptions());
    expect(calls.count).toBe(1);
    expect(again).toMatchObject({
      fromDefault: false,
      serverTime: 10,
      data: { cheese_config: { payment_conf: conf } },
    });
  });

  it('a failed promotion config means NotInActivity with zero durations', async () => {
    countRequests('get', '/v1/promotion/config', 'promotion', () => HttpResponse.error());
    const state = await testClient().fetchQuery(promotionConfigQueryOptions());
    expect(state).toMatchObject({
      fromDefault: true,
      data: {
        activity_state: 0,
        promotion_activity_remaining_time: 0,
        promotion_activity_start_time: 0,
      },
    });
  });
});
