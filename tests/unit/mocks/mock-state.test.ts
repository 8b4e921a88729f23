import { describe, expect, it } from 'vitest';
import { call, json, login, payBody, RETURN_URL, setupMockServer, type Envelope } from './client';
import { activePreset, applyPreset, getMockState, setDimensions } from '../../../mocks/node';
import { applyMockUrl, shareableUrl } from '../../../mocks/scenarios';
import {
  DEFAULT_STATE,
  dimensionsFromQuery,
  queryOfState,
  type MockState,
} from '../../../mocks/state/dimensions';
import { paymentConf, promotionAnswer, shanghaiMidnight } from '../../../mocks/state/answers';

setupMockServer();

const DAY = 86_400;

interface PaymentConf {
  is_open: number;
  start_time: number;
  end_time: number;
  payment_methods: string[];
}
interface Promotion {
  activity_state: number;
  promotion_activity_remaining_time: number;
  promotion_activity_start_time: number;
}

const webConfig = async () =>
  (await json<{ cheese_config: { payment_conf: PaymentConf } }>('/v1/web/config')).body;
const promotion = async () => (await json<Promotion>('/v1/promotion/config')).body;
const isVip = async (token: string) =>
  (await json<{ is_vip: number }>('/v1/web/user/info/get', { body: {}, token })).body.data?.is_vip;

async function order(token: string, fields: Record<string, unknown> = {}) {
  const res = await call('/v1/api/order/union_order_pay', { body: payBody(401, fields), token });
  return { res, no: res.headers.get('out_trade_no') };
}

async function pollState(no: string | null, token: string): Promise<number | undefined> {
  const { body } = await json<{ state: number }>(
    `/v1/api/order/union_order_state?out_trade_no=${no}&app_id=8`,
    { token },
  );
  return body.data?.state;
}

describe('dimensions in the URL', () => {
  it('reads each dimension and ignores malformed values', () => {
    const params = new URLSearchParams(
      'mock-account=expired&mock-payment=window&mock-methods=alipay,union&mock-promotion=ending' +
        '&mock-order=never&mock-polls=3&mock-pay-error=5031&mock-fault=500:/v1/web/config' +
        '&mock-fault=401&mock-latency=2000&mock-clock=-3600',
    );
    expect(dimensionsFromQuery(params)).toEqual({
      account: 'expired',
      payment: 'window',
      methods: ['alipay', 'union'],
      promotion: 'ending',
      order: 'never',
      polls: 3,
      payError: 5031,
      faults: [
        { kind: '500', path: '/v1/web/config' },
        { kind: '401', path: '' },
      ],
      latencyMs: 2000,
      clockOffset: -3600,
    });
    const bad = new URLSearchParams(
      'mock-account=admin&mock-methods=cash&mock-polls=0&mock-pay-error=99&mock-fault=500:web' +
        '&mock-latency=-1&mock-clock=1.5',
    );
    expect(dimensionsFromQuery(bad)).toEqual({});
    expect(dimensionsFromQuery(new URLSearchParams('mock-fault=none&mock-pay-error=none'))).toEqual(
      { faults: [], payError: null },
    );
  });

  it('the query of a state reads back as the same state', () => {
    const state: MockState = {
      ...DEFAULT_STATE,
      account: 'non-member',
      promotion: 'on',
      order: 'fails',
      faults: [{ kind: 'timeout', path: '/v1/api/order/union_order_state' }],
      latencyMs: 500,
      clockOffset: DAY,
    };
    const params = queryOfState(state);
    expect(params.get('mock')).toBe('default');
    expect({ ...DEFAULT_STATE, ...dimensionsFromQuery(params) }).toEqual(state);
  });

  it('a preset is a combination: its own dimensions, defaults elsewhere, the account kept', () => {
    applyPreset('non-member');
    applyPreset('pay-fails');
    expect(getMockState()).toMatchObject({
      account: 'non-member',
      order: 'fails',
      payment: 'open',
    });
    expect(activePreset()).toBe('pay-fails');
    applyMockUrl('?mock=server-errors&mock-only=/v1/ow/im/info');
    expect(getMockState().faults).toEqual([{ kind: '500', path: '/v1/ow/im/info' }]);
    expect(getMockState().order).toBe('paid');
  });

  it('the shareable URL reproduces the state from scratch', () => {
    applyMockUrl('?mock-account=non-member&mock-promotion=on&mock-order=fails&mock-latency=500');
    expect(activePreset()).toBeNull();
    const url = shareableUrl('http://127.0.0.1:4173/payment?t=storage&mock=guest');
    expect(url).toBe(
      'http://127.0.0.1:4173/payment?t=storage&mock=default&mock-account=non-member' +
        '&mock-promotion=on&mock-order=fails&mock-latency=500',
    );
    const shared = getMockState();
    applyPreset('payment-closed');
    applyMockUrl(new URL(url).search);
    expect(getMockState()).toEqual(shared);
  });
});

describe('a combination of dimensions, as the server answers it', () => {
  it('promotion on + payment fails + non-member, all three at once', async () => {
    applyMockUrl('?mock-account=non-member&mock-promotion=on&mock-order=fails');
    const token = await login();
    expect(await isVip(token)).toBe(0);
    expect((await promotion()).data?.activity_state).toBe(1);
    const { no } = await order(token);
    expect(await pollState(no, token)).toBe(0);
    expect(await pollState(no, token)).toBe(3);
  });

  it('a fault on one endpoint leaves the others answering', async () => {
    setDimensions({ faults: [{ kind: '500', path: '/v1/web/config' }], latencyMs: 20 });
    expect((await call('/v1/web/config')).status).toBe(500);
    expect((await promotion()).code).toBe(0);
  });

  it('one 401 on an endpoint, then it answers again', async () => {
    const token = await login();
    setDimensions({ faults: [{ kind: '401', path: '/v1/web/user/info/get' }] });
    expect((await call('/v1/web/user/info/get', { body: {}, token })).status).toBe(401);
    expect(getMockState().faults).toEqual([]);
    expect(await isVip(token)).toBe(1);
  });
});

describe('the payment config', () => {
  it('a payment window closes when the server clock moves past its end', async () => {
    setDimensions({ payment: 'window' });
    const token = await login();
    const before = await webConfig();
    const conf = before.data!.cheese_config.payment_conf;
    expect(conf.is_open).toBe(1);
    expect(conf.start_time).toBeLessThanOrEqual(before.meta!.time!);
    expect(conf.end_time).toBeGreaterThanOrEqual(before.meta!.time!);
    expect((await order(token)).res.status).toBe(200);

    setDimensions({ clockOffset: DAY });
    const after: Envelope<{ cheese_config: { payment_conf: PaymentConf } }> = await webConfig();
    expect(after.meta!.time! - before.meta!.time!).toBeGreaterThanOrEqual(DAY);
    expect(after.meta!.time!).toBeGreaterThan(conf.end_time);
    const refused = await json('/v1/api/order/union_order_pay', { body: payBody(401), token });
    expect(refused.body).toMatchObject({ code: 41, message: '支付暂未开放，请稍后再试' });
  });

  it('windows not started and ended, and a subset of methods', () => {
    const now = 1_780_000_000;
    const today = shanghaiMidnight(now);
    const conf = (payment: MockState['payment']) => paymentConf({ ...DEFAULT_STATE, payment }, now);
    expect(conf('not-started')).toMatchObject({ is_open: 1, start_time: today + DAY });
    expect(conf('ended').end_time).toBeLessThan(today);
    expect(conf('closed').is_open).toBe(0);
    expect(paymentConf({ ...DEFAULT_STATE, methods: ['alipay'] }, now).payment_methods).toEqual([
      'alipay',
    ]);
  });

  it('a method left out of the config is refused', async () => {
    setDimensions({ methods: ['wechat', 'alipay'] });
    const token = await login();
    expect((await webConfig()).data?.cheese_config.payment_conf.payment_methods).toEqual([
      'wechat',
      'alipay',
    ]);
    const union = await json('/v1/api/order/union_order_pay', {
      body: payBody(401, { pay_type: 5 }),
      token,
    });
    expect(union.body).toMatchObject({ code: 41, message: '该支付方式暂未开放' });
  });
});

describe('the promotion', () => {
  it('not started: scheduled, with its start ahead of server time', async () => {
    setDimensions({ promotion: 'not-started' });
    const body = await promotion();
    expect(body.data?.activity_state).toBe(1);
    expect(body.data!.promotion_activity_start_time).toBeGreaterThan(body.meta!.time!);
  });

  it('ending in a minute, and over once the clock passes it', async () => {
    setDimensions({ promotion: 'ending' });
    const left = (await promotion()).data!.promotion_activity_remaining_time;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    setDimensions({ clockOffset: 61 });
    expect((await promotion()).data?.activity_state).toBe(0);
  });

  it('a countdown follows the server clock', () => {
    const now = 1_780_000_000;
    const state = { ...DEFAULT_STATE, promotion: 'on' as const };
    const remaining = promotionAnswer(state, now, now, undefined).promotion_activity_remaining_time;
    expect(promotionAnswer(state, now, now + 3600, undefined)).toMatchObject({
      promotion_activity_remaining_time: remaining - 3600,
    });
  });
});

describe('order outcomes', () => {
  it('never settles: waiting after many polls and past its limit', async () => {
    setDimensions({ order: 'never' });
    const token = await login();
    const { no } = await order(token);
    for (let i = 0; i < 4; i++) expect(await pollState(no, token)).toBe(0);
    setDimensions({ clockOffset: 3600 });
    expect(await pollState(no, token)).toBe(0);
  });

  it('closed before its limit, at the chosen poll', async () => {
    setDimensions({ order: 'closed', polls: 3 });
    const token = await login();
    const { res, no } = await order(token);
    expect(res.headers.get('Pay-Limit-Time')).toBe('900');
    expect(await pollState(no, token)).toBe(0);
    expect(await pollState(no, token)).toBe(0);
    expect(await pollState(no, token)).toBe(2);
  });

  it('the buyer leaves the Alipay page without paying: straight back, still waiting', async () => {
    setDimensions({ order: 'left' });
    const token = await login();
    const res = await json<{ pay_url: string }>('/v1/api/order/union_order_pay', {
      body: payBody(401, { pay_type: 21, trade_type: 0 }),
      token,
    });
    const payUrl = new URL(res.body.data!.pay_url);
    expect(`${payUrl.origin}${payUrl.pathname}`).toBe(RETURN_URL);
    const no = payUrl.searchParams.get('out_trade_no');
    for (let i = 0; i < 3; i++) expect(await pollState(no, token)).toBe(0);
  });

  it('the order limit follows the server clock', async () => {
    setDimensions({ order: 'pending' });
    const token = await login();
    const { no } = await order(token);
    expect(await pollState(no, token)).toBe(0);
    setDimensions({ clockOffset: 901 });
    expect(await pollState(no, token)).toBe(2);
  });
});

describe('accounts', () => {
  it('expired: no membership any more; no-devices: a member without devices', async () => {
    setDimensions({ account: 'expired' });
    const token = await login();
    expect(await isVip(token)).toBe(0);
    setDimensions({ account: 'no-devices' });
    expect(await isVip(token)).toBe(1);
    const devices = await json<{ list: unknown[] }>('/v1/api/device/list', { token });
    expect(devices.body.data?.list).toEqual([]);
  });
});
