import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  request,
  resetUnauthorizedGate,
  setErrorNotifier,
  setUnauthorizedHandler,
} from '@/api/request';
import { login, logout } from '@/api/services/user';
import { setToken } from '@/shared/storage/token';
import { server, url, installMswServer } from './msw';

installMswServer();

const settle = (paths: string[]) => Promise.allSettled(paths.map((p) => request(p)));

describe('401', () => {
  it('calls the handler exactly once for three parallel failing calls', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(url('/v1/a'), () => HttpResponse.json({ code: 401 }, { status: 401 })),
      http.get(url('/v1/b'), () => new HttpResponse(null, { status: 401 })),
      http.get(url('/v1/c'), () => HttpResponse.json({ code: 401, message: 'token expired' })),
    );
    const results = await settle(['/v1/a', '/v1/b', '/v1/c']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.isUnauthorized).toBe(true);
      expect(reason.message).toBe('身份验证过期，请重新登录');
    }
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      kind: 'business',
      code: 401,
      status: 200,
    });
  });

  it('is re-armed by resetUnauthorizedGate and by a successful login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(url('/v1/a'), () => new HttpResponse(null, { status: 401 })),
      http.post(url('/v1/web/login', 'user'), () =>
        HttpResponse.json({ code: 0, data: { token: 't', user_id: 1 } }),
      ),
    );
    await settle(['/v1/a', '/v1/a']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    resetUnauthorizedGate();
    await settle(['/v1/a']);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    await login({ phone: '13800138000', code: '123456', sourceId: 0 });
    await settle(['/v1/a']);
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
  });

  it('groups the toast by its stable id (one id for all parallel 401s)', async () => {
    const ids = new Set<string>();
    setErrorNotifier((n) => ids.add(n.id));
    server.use(http.get(url('/v1/a'), () => new HttpResponse(null, { status: 401 })));
    await settle(['/v1/a', '/v1/a', '/v1/a']);
    expect([...ids]).toEqual(['身份验证过期，请重新登录']);
  });

  it('the server logout neither toasts nor re-triggers the handler', async () => {
    const onUnauthorized = vi.fn();
    const notify = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setErrorNotifier(notify);
    server.use(
      http.post(url('/v1/api/user/logout', 'user'), () => new HttpResponse(null, { status: 401 })),
    );
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('ignores a 401 answered to a token that is no longer the current one', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const seen: (string | null)[] = [];
    server.use(
      http.get(url('/v1/a'), async ({ request: req }) => {
        seen.push(req.headers.get('Authorization'));
        if (seen.length === 1) await answered; // the old session's call answers late
        return new HttpResponse(null, { status: 401 });
      }),
    );
    setToken('old-token');
    const late = request('/v1/a');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // Logged out and in again meanwhile (login re-arms the handler).
    setToken('new-token');
    resetUnauthorizedGate();
    answer?.();
    const error = await late.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ isUnauthorized: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The new session's own 401 still ends it.
    await settle(['/v1/a']);
    expect(seen).toEqual(['old-token', 'new-token']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
