import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/api/request';
import {
  accountLoadOf,
  loadAccount,
  loginRouteStep,
} from '@/features/auth/account-reload/login-route-step';
import { clearToken, getToken, setToken } from '@/shared/storage/token';
import { installMswServer, server, url } from '../api/msw';
import { createQueryClient } from '@/api/queryClient';

installMswServer();

const USER_INFO = url('/v1/web/user/info/get', 'user');
const user = { user_id: 1, phone: '13800138000', nickname: '', organization: {} };

/** No retry delays: the account's query retries (src/api/call-policy.ts) with a back-off. */
const client = () => createQueryClient({ retryDelay: 0 });

describe('loginRouteStep', () => {
  it.each([
    [false, { loaded: false, failed: false }, 'login'],
    [false, { loaded: false, failed: true }, 'login'],
    [true, { loaded: true, failed: false }, 'login'],
    [true, { loaded: false, failed: false }, 'check'],
    [true, { loaded: false, failed: true }, 'offer-reload'],
  ] as const)('token %s, account %o → %s', (hasToken, account, step) => {
    expect(loginRouteStep(hasToken, account)).toBe(step);
  });
});

describe('loadAccount', () => {
  it('goes on once the account loads', async () => {
    setToken('tok');
    server.use(http.post(USER_INFO, () => HttpResponse.json({ code: 0, data: user })));
    const queryClient = client();
    expect(await loadAccount(queryClient, { fresh: true })).toBe('continue');
    expect(accountLoadOf(queryClient)).toEqual({ loaded: true, failed: false });
  });

  it('keeps the token and offers to try again after a server error (after its retries)', async () => {
    setToken('tok');
    let calls = 0;
    server.use(
      http.post(USER_INFO, () => {
        calls++;
        return HttpResponse.json({ code: 500 }, { status: 500 });
      }),
    );
    const queryClient = client();
    expect(await loadAccount(queryClient, { fresh: true })).toBe('offer-reload');
    expect(calls).toBe(4);
    expect(getToken()).toBe('tok');
    expect(accountLoadOf(queryClient)).toEqual({ loaded: false, failed: true });
    expect(loginRouteStep(true, accountLoadOf(queryClient))).toBe('offer-reload');
  });

  it('logs in again when a 401 ended the session meanwhile, without retrying', async () => {
    setToken('tok');
    setUnauthorizedHandler(() => clearToken());
    let calls = 0;
    server.use(
      http.post(USER_INFO, () => {
        calls++;
        return HttpResponse.json({ code: 401 });
      }),
    );
    expect(await loadAccount(client(), { fresh: true })).toBe('login');
    expect(calls).toBe(1);
    expect(getToken()).toBeUndefined();
  });
});
