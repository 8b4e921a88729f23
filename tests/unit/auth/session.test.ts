import '@/i18n';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SparkMD5 from 'spark-md5';
import { resetMocks, server, TEST_PHONE } from '@mocks/node';
import { queryKeys } from '@/api/queries/keys';
import { createQueryClient } from '@/api/queryClient';
import { isApiError } from '@/api/errors';
import { readUserInfoCache } from '@/api/session-cache';
import type { User } from '@/api/types';
import {
  applyServerLogoutFlag,
  loginWithCredentials,
  logout,
  sendLoginCode,
  followOtherTab,
} from '@/features/auth/session';
import { trackedEvents, type TrackedEvent } from '@/shared/events/track';
import { LoginMode } from '@/shared/enums';
import { onIdentityChange, type IdentityEvent } from '@/shared/events/identity';
import { captureSource } from '@/domain/session/source';
import { getCookie, setCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS } from '@/shared/storage/keys';
import { clearToken, getToken, setToken } from '@/shared/storage/token';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { renderHook } from '@testing-library/react';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMocks();
  clearToken();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function bodiesOf(path: string) {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

describe('loginWithCredentials', () => {
  it('sends md5(code), phone_cc 86, token type 32771 and the captured source id; stores the token; loads and caches the user; signs the identity in', async () => {
    captureSource({ sId: '77' });
    const identity: IdentityEvent[] = [];
    const off = onIdentityChange((e) => identity.push(e));
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    const wire = bodiesOf('/v1/web/login');
    const client = createQueryClient();

    await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: '123456',
      mode: LoginMode.SMS,
    });

    await vi.waitFor(() => expect(wire.bodies).toHaveLength(1));
    expect(wire.bodies[0]).toEqual({
      phone: TEST_PHONE,
      verify_code: SparkMD5.hash('123456'),
      phone_cc: '86',
      token_type: 32771,
      cheese_org_source_id: 77,
    });
    expect(getToken()).toMatch(/^mt_10001_/);
    await vi.waitFor(() => expect(result.current).toBe(true));
    const user = client.getQueryData<User>(queryKeys.user.info());
    expect(user).toMatchObject({ user_id: 10001, phone: TEST_PHONE });
    expect(readUserInfoCache()?.data.user_id).toBe(10001);
    expect(identity).toEqual([{ type: 'login', userId: 10001, orgId: 30001 }]);
    wire.stop();
    off();
  });

  it('rejects a wrong code with the 3004 message and keeps the visitor logged out', async () => {
    const client = createQueryClient();
    const error = await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: '654321',
      mode: LoginMode.SMS,
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(3004);
    expect((error as Error).message).toBe('验证码错误');
    expect(getToken()).toBeUndefined();
  });

  it('password mode sends login_mode 2 with the md5 of the password', async () => {
    const wire = bodiesOf('/v1/web/login');
    const client = createQueryClient();
    await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: 'cheese123',
      mode: LoginMode.Password,
    });
    await vi.waitFor(() => expect(wire.bodies).toHaveLength(1));
    expect(wire.bodies[0]).toMatchObject({
      verify_code: SparkMD5.hash('cheese123'),
      login_mode: 2,
    });
    expect(getToken()).toBeTruthy();
    wire.stop();
  });

  it('stays logged in when user info cannot be loaded (retried 3 times)', async () => {
    let calls = 0;
    server.use(
      http.post('*/v1/web/user/info/get', () => {
        calls += 1;
        return HttpResponse.json({ code: 500 }, { status: 500 });
      }),
    );
    const client = createQueryClient({ retryDelay: 0 });
    await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: '123456',
      mode: LoginMode.SMS,
    });
    expect(calls).toBe(4);
    expect(getToken()).toBeTruthy();
  });
});

describe('the login funnel (docs/tracking-plan.md)', () => {
  function heard() {
    const events: TrackedEvent[] = [];
    const off = trackedEvents.on((event) => events.push(event));
    return { events, off };
  }

  it('a code sent, a code refused with its business code', async () => {
    const { events, off } = heard();
    await sendLoginCode(TEST_PHONE);
    server.use(
      http.post('*/v1/web/send_verify_code', () =>
        HttpResponse.json({ code: 5028, message: '发送过于频繁' }),
      ),
    );
    await expect(sendLoginCode(TEST_PHONE)).rejects.toThrow();
    off();
    expect(events).toEqual([
      { event: 'login_code_send', properties: { method: 'sms' } },
      { event: 'login_code_refuse', properties: { code: 5028, reason: 'business' } },
    ]);
  });

  it('a login refused with its code, then a login by SMS', async () => {
    const { events, off } = heard();
    const client = createQueryClient();
    await expect(
      loginWithCredentials(client, { phone: TEST_PHONE, secret: '000000', mode: LoginMode.SMS }),
    ).rejects.toThrow();
    await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: '123456',
      mode: LoginMode.SMS,
    });
    off();
    expect(events).toEqual([
      { event: 'login_refuse', properties: { method: 'sms', code: 3004, reason: 'business' } },
      { event: 'login_success', properties: { method: 'sms' } },
    ]);
  });
});

describe('logout', () => {
  it('calls the server first (with the token), then clears token, cached user and user queries, and signs the identity out', async () => {
    const client = createQueryClient();
    await loginWithCredentials(client, {
      phone: TEST_PHONE,
      secret: '123456',
      mode: LoginMode.SMS,
    });
    const token = getToken();
    const steps: string[] = [];
    server.use(
      http.post('*/v1/api/user/logout', ({ request }) => {
        steps.push(`server:${request.headers.get('Authorization') === token}`);
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    const off = onIdentityChange((e) => steps.push(`identity:${e.type}:${String(getToken())}`));
    client.setQueryData(queryKeys.user.assets(), { packages: [] });

    await logout(client, { callServer: true });

    expect(steps).toEqual(['server:true', 'identity:logout:undefined']);
    expect(getToken()).toBeUndefined();
    expect(readUserInfoCache()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(client.getQueryData(queryKeys.user.info())).toBeUndefined();
    expect(client.getQueryData(queryKeys.user.assets())).toBeUndefined();
    off();
  });

  it('forgets the last payer (pay user info and pay meta cookies, the unfinished purchase)', async () => {
    setToken('t');
    localStorage.setItem('pending_pay_order', JSON.stringify({ stage: 'creating' }));
    setCookie(COOKIE_KEYS.payUserInfo, JSON.stringify({ phone: TEST_PHONE }));
    setCookie(COOKIE_KEYS.payMetaData, JSON.stringify({ returnPath: '/payment', tradeNo: 'T1' }));
    await logout(createQueryClient());
    expect(getCookie(COOKIE_KEYS.payUserInfo)).toBeUndefined();
    expect(getCookie(COOKIE_KEYS.payMetaData)).toBeUndefined();
    expect(localStorage.getItem('pending_pay_order')).toBeNull();
  });

  it('still logs out when the server call fails, and shows nothing', async () => {
    setToken('stale');
    server.use(http.post('*/v1/api/user/logout', () => HttpResponse.error()));
    await logout(createQueryClient(), { callServer: true });
    expect(getToken()).toBeUndefined();
  });

  it('makes no server call by default (the 401 path)', async () => {
    setToken('stale');
    const wire = bodiesOf('/v1/api/user/logout');
    await logout(createQueryClient());
    expect(getToken()).toBeUndefined();
    expect(wire.bodies).toHaveLength(0);
    wire.stop();
  });

  it('applies the logged-out-on-the-server cookie once at start-up and clears it', async () => {
    setToken('t');
    expect(await applyServerLogoutFlag(createQueryClient())).toBe(false);
    expect(getToken()).toBe('t');
    setCookie(COOKIE_KEYS.logoutInServer, '1');
    expect(await applyServerLogoutFlag(createQueryClient())).toBe(true);
    expect(getToken()).toBeUndefined();
    expect(getCookie(COOKIE_KEYS.logoutInServer)).toBeUndefined();
  });
});

describe('following another tab (src/shared/session/session-broadcast.ts)', () => {
  const user = (id: number) => ({ user_id: id, name: `u${id}` }) as unknown as User;

  it("another tab's logout logs this one out, and tells no one again", async () => {
    setToken('t');
    const client = createQueryClient();
    client.setQueryData(queryKeys.user.info(), user(1));
    const listening = new BroadcastChannel('session');
    const echoes: unknown[] = [];
    listening.addEventListener('message', (e) => echoes.push(e.data));
    await followOtherTab(client, { kind: 'logout' });
    expect(getToken()).toBeUndefined();
    expect(client.getQueryData(queryKeys.user.info())).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(echoes).toEqual([]);
    listening.close();
  });

  it("a login as another account empties this tab's account data; the same account keeps it", async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.user.info(), user(1));
    client.setQueryData(queryKeys.user.assets(), { packages: [] });
    await followOtherTab(client, { kind: 'login', account: 1 });
    expect(client.getQueryData(queryKeys.user.assets())).toEqual({ packages: [] });
    await followOtherTab(client, { kind: 'login', account: 2 });
    expect(client.getQueryData(queryKeys.user.info())).toBeUndefined();
    expect(client.getQueryData(queryKeys.user.assets())).toBeUndefined();
  });
});
