import { describe, expect, it } from 'vitest';
import { json, call, login, payBody, setupMockServer } from './client';
import { activePreset, applyPreset, getDb, reloadDb, TEST_TOKEN } from '../../../mocks/node';
import { DB_STORAGE_KEY } from '../../../mocks/db';
import { applyMockUrl } from '../../../mocks/scenarios';
import { STATE_STORAGE_KEY } from '../../../mocks/state/store';

setupMockServer();

interface UserInfo {
  name: string;
  is_vip: number;
  total_space: number;
  used_space: number;
}

const info = async (token = TEST_TOKEN) =>
  (await json<UserInfo>('/v1/web/user/info/get', { body: {}, token })).body.data!;

describe('persistence', () => {
  it('keeps a purchase and a session across a reload (db re-read from localStorage)', async () => {
    const token = await login('18612345678');
    const res = await call('/v1/api/order/union_order_pay', { body: payBody(302), token });
    const no = res.headers.get('out_trade_no')!;
    await json(`/v1/api/order/union_order_state?out_trade_no=${no}&app_id=8`, { token });
    await json(`/v1/api/order/union_order_state?out_trade_no=${no}&app_id=8`, { token });

    expect(localStorage.getItem(DB_STORAGE_KEY)).toContain(no);
    const beforeReload = getDb();
    reloadDb();
    const afterReload = getDb();
    expect(afterReload).not.toBe(beforeReload);
    expect(afterReload.orders.find((o) => o.out_trade_no === no)?.state).toBe(1);
    expect((await info(token)).total_space).toBe(2 * 1024 ** 3 + 500 * 1024 ** 3);
  });

  it('sees what another tab wrote to localStorage', async () => {
    const db = JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as ReturnType<typeof getDb>;
    db.users[0]!.name = '另一个标签页';
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(db));
    expect((await info()).name).toBe('另一个标签页');
  });

  it('re-seeds when the stored db is unreadable', async () => {
    localStorage.setItem(DB_STORAGE_KEY, '{not json');
    reloadDb();
    expect((await info()).is_vip).toBe(1);
  });
});

describe('presets', () => {
  it('?mock=NAME is stored until changed, and account presets reshape the test phone', async () => {
    expect(activePreset()).toBe('default');
    applyMockUrl('?mock=non-member');
    expect(activePreset()).toBe('non-member');
    expect(localStorage.getItem(STATE_STORAGE_KEY)).toContain('non-member');
    expect((await info()).is_vip).toBe(0);

    applyMockUrl('?mock=low-storage');
    expect(activePreset()).toBe('low-storage');
    const low = await info();
    expect(low.is_vip).toBe(1);
    expect(1 - low.used_space / low.total_space).toBeLessThanOrEqual(0.2);

    applyMockUrl('?mock=nonsense');
    applyMockUrl('');
    expect(activePreset()).toBe('low-storage');
    // `default` keeps the account (it is data) and puts every other dimension back.
    applyPreset('default');
    expect(activePreset()).toBe('default');
    expect((await info()).used_space / (await info()).total_space).toBeGreaterThan(0.8);
  });

  it('guest signs every session out; login still works', async () => {
    applyPreset('guest');
    expect((await json('/v1/web/user/info/get', { body: {}, token: TEST_TOKEN })).status).toBe(401);
    const token = await login();
    expect((await info(token)).is_vip).toBe(1);
  });

  it('promotion-on turns the activity on with a running countdown', async () => {
    type Promotion = { activity_state: number; promotion_activity_remaining_time: number };
    expect((await json<Promotion>('/v1/promotion/config')).body.data?.activity_state).toBe(0);
    applyPreset('promotion-on');
    const { body } = await json<Promotion>('/v1/promotion/config');
    expect(body.data?.activity_state).toBe(1);
    expect(body.data?.promotion_activity_remaining_time).toBeGreaterThan(2 * 86_400);
    expect(body.meta?.time).toEqual(expect.any(Number));
  });

  it('server-errors answers HTTP 500, bad-json a broken body, offline a network error', async () => {
    applyPreset('server-errors');
    const res = await call('/v1/web/config');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500 });

    applyPreset('bad-json');
    await expect((await call('/v1/web/config')).json()).rejects.toThrow();

    applyPreset('offline');
    await expect(call('/v1/web/config')).rejects.toThrow(TypeError);
  });
});
