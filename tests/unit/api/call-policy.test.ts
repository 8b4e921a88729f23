import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '@/api/errors';
import { request } from '@/api/request';
import { CALL_POLICIES, callPolicy, retryFor } from '@/api/call-policy';
import { API_TIMEOUT_MS } from '@/shared/constants';
import { installMswServer, server, url } from './msw';

const serverError = () => new ApiError({ kind: 'http', status: 500, message: '500', url: '/x' });

/** docs/product-rules.md §9 "Retries": the one table of time limits and retries. */
describe('call policy', () => {
  it('user info retries 3 times, IM info twice, everything else never; each try within 15 s', () => {
    expect(callPolicy('/v1/web/user/info/get')).toEqual({ timeoutMs: API_TIMEOUT_MS, retries: 3 });
    expect(callPolicy('/v1/ow/im/info')).toEqual({ timeoutMs: API_TIMEOUT_MS, retries: 2 });
    expect(callPolicy('/v1/api/user/assets')).toEqual({ timeoutMs: 15_000, retries: 0 });
  });

  it('the order call may take 30 s and is never retried by itself', () => {
    expect(callPolicy('/v1/api/order/union_order_pay')).toEqual({ timeoutMs: 30_000, retries: 0 });
  });

  it('retryFor counts the table’s retries of a retryable failure', () => {
    const retry = retryFor('/v1/ow/im/info');
    expect([0, 1, 2].map((n) => retry(n, serverError()))).toEqual([true, true, false]);
    expect(retryFor('/v1/api/user/assets')(0, serverError())).toBe(false);
  });

  it('lists endpoints by their path', () => {
    for (const path of Object.keys(CALL_POLICIES)) expect(path).toMatch(/^\/v1\//);
  });
});

describe('the transport applies the table', () => {
  installMswServer();
  afterEach(() => vi.useRealTimers());

  const hang = (path: string, service: 'pay' | 'main') =>
    server.use(http.all(url(path, service), () => new Promise<Response>(() => undefined)));
  const watch = (call: Promise<unknown>) => {
    const box: { outcome: unknown } = { outcome: 'pending' };
    call.then(
      () => (box.outcome = 'answered'),
      (error: unknown) => (box.outcome = error),
    );
    return box;
  };
  const timedOut = (outcome: unknown) => isApiError(outcome) && outcome.kind === 'timeout';

  it('a call not listed gives up after 15 s, the order call after 30 s', async () => {
    await import('@/api/transport'); // the sending code, loaded on the first call
    hang('/v1/api/user/assets', 'main');
    hang('/v1/api/order/union_order_pay', 'pay');
    vi.useFakeTimers();
    const assets = watch(request('/v1/api/user/assets', { silent: true }));
    const order = watch(
      request('/v1/api/order/union_order_pay', { service: 'pay', method: 'post', silent: true }),
    );
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100);
    expect(assets.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(timedOut(assets.outcome)).toBe(true);
    expect(order.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(timedOut(order.outcome)).toBe(true);
  });
});
