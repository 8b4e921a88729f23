import { describe, expect, it } from 'vitest';
import { json, call, login, payBody, setupMockServer } from './client';
import { getDb, reloadDb, getScenario, setScenario, TEST_TOKEN } from '../../../mocks/node';
import { DB_STORAGE_KEY } from '../../../mocks/db';
import { applyScenarioFromUrl, SCENARIO_STORAGE_KEY } from '../../../mocks/scenarios';

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

describe('scenarios', () => {
  it('?mock=NAME is stored until changed, and account scenarios reshape the test phone', async () => {
    expect(getScenario().name).toBe('default');
    expect(applyScenarioFromUrl('?mock=non-member').name).toBe('non-member');
    expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('non-member');
    expect((await info()).is_vip).toBe(0);

    expect(applyScenarioFromUrl('?mock=low-storage').name).toBe('low-storage');
    const low = await info();
    expect(low.is_vip).toBe(1);
    expect(1 - low.used_space / low.total_space).toBeLessThanOrEqual(0.2);

    expect(applyScenarioFromUrl('?mock=nonsense').name).toBe('low-storage');
    expect(applyScenarioFromUrl('').name).toBe('low-storage');
    setScenario('default');
    expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('guest signs every session out; login still works', async () => {
    setScenario('guest');
    expect((await json('/v1/web/user/info/get', { body: {}, token: TEST_TOKEN })).status).toBe(401);
    const token = await login();
    expect((await info(token)).is_vip).toBe(1);
  });

  it('promotion-on turns the activity on with a running countdown', async () => {
    type Promotion = { activity_state: number; promotion_activity_remaining_time: number };
    expect((await json<Promotion>('/v1/promotion/config')).body.data?.activity_state).toBe(0);
    setScenario('promotion-on');
    const { body } = await json<Promotion>('/v1/promotion/config');
    expect(body.data?.activity_state).toBe(1);
    expect(body.data?.promotion_activity_remaining_time).toBeGreaterThan(2 * 86_400);
    expect(body.meta?.time).toEqual(expect.any(Number));
  });

  it('server-errors answers HTTP 500, bad-json a broken body, offline a network error', async () => {
    setScenario('server-errors');
    const res = await call('/v1/web/config');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500 });

    setScenario('bad-json');
    await expect((await call('/v1/web/config')).json()).rejects.toThrow();

    setScenario('offline');
    await expect(call('/v1/web/config')).rejects.toThrow(TypeError);
  });
});
