import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE } from '@/api/models';
import {
  readPayMeta,
  readPayProductInfo,
  readPaySourceId,
  readPayUserInfo,
  savePayProductInfo,
  savePaySourceId,
  storedPackage,
  toPayProductInfo,
  writePayCookies,
} from '@/features/payment/model/pay-storage';
import {
  clearPending,
  isFreshAuthorizing,
  newIntentId,
  openPayingOrder,
  pendingFor,
  readPending,
  savePending,
  snapshotOf,
  type PayingRecord,
} from '@/domain/payment/pending-order';
import { removeCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS, payProductInfoKey } from '@/shared/storage/keys';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  removeCookie(COOKIE_KEYS.payUserInfo);
  removeCookie(COOKIE_KEYS.payMetaData);
});

const product = {
  ...DEFAULT_PACKAGE,
  id: 102,
  name: '精修套餐·标准版',
  price: 49_900,
  duration: 31_536_000,
};

describe('pay product info and pay source id, per path (docs/product-rules.md §3)', () => {
  it('default to id 0, price 0, count 0, duration "?" and source id 0', () => {
    expect(readPayProductInfo('/payment')).toEqual({ id: 0, price: 0, count: 0, duration: '?' });
    expect(readPaySourceId('/payment')).toBe(0);
  });

  it('are kept per path', () => {
    savePayProductInfo('/payment', toPayProductInfo(product));
    savePaySourceId('/payment', 42);
    expect(readPayProductInfo('/payment')).toMatchObject({
      id: 102,
      price: 49_900,
      count: 1,
      duration: 31_536_000,
      type: 0,
    });
    expect(storedPackage(readPayProductInfo('/payment'))?.name).toBe('精修套餐·标准版');
    expect(readPaySourceId('/payment')).toBe(42);
    expect(readPayProductInfo('/other').id).toBe(0);
    expect(readPaySourceId('/other')).toBe(0);
  });

  it('an unparsable entry gives the defaults', () => {
    sessionStorage.setItem(payProductInfoKey('/payment'), '{oops');
    expect(readPayProductInfo('/payment').duration).toBe('?');
  });
});

describe('pay cookies', () => {
  it('pay meta defaults to returnPath home', () => {
    expect(readPayMeta()).toEqual({ returnPath: '/', tradeNo: '' });
    expect(readPayUserInfo()).toBeNull();
  });

  it('stores the payer phone (masked) and the return path + trade number', () => {
    writePayCookies('13800138000', { returnPath: '/payment?t=piece', tradeNo: 'CR1' });
    expect(readPayUserInfo()).toEqual({ phone: '138****8000' });
    expect(readPayMeta()).toEqual({ returnPath: '/payment?t=piece', tradeNo: 'CR1' });
  });
});

describe('pending order (reload / return from Alipay)', () => {
  const paying = (fields: Partial<PayingRecord> = {}): PayingRecord => ({
    stage: 'paying',
    outTradeNo: 'CR1',
    intentId: 'I1',
    channel: 'wechat',
    mode: 'qr',
    expiresAt: 10_000,
    amount: 49_900,
    deduction: 0,
    product: snapshotOf(product),
    returnPath: '/payment?t=piece',
    qr: 'data:image/png;base64,AA==',
    createdAt: 0,
    ...fields,
  });

  it('belongs to the page it started on (any query), not to another page', () => {
    savePending(paying());
    expect(pendingFor('/payment')).toMatchObject({ outTradeNo: 'CR1' });
    expect(pendingFor('/payment?t=vip')).toMatchObject({ outTradeNo: 'CR1' });
    expect(pendingFor('/elsewhere')).toBeNull();
  });

  it('every channel and mode is kept: QR, provider redirect, WeChat JSAPI with its parameters', () => {
    for (const mode of ['qr', 'redirect', 'jsapi'] as const) {
      savePending(
        paying({ mode, ...(mode === 'jsapi' ? { payParams: { appId: 'wx' } as never } : {}) }),
      );
      expect(readPending()).toMatchObject({ stage: 'paying', mode });
    }
    expect(readPending()).toMatchObject({ payParams: { appId: 'wx' } });
  });

  it('an order call in flight is kept with its intent id (a reload retries the same intent)', () => {
    savePending({
      stage: 'creating',
      intentId: 'I9',
      channel: 'alipay',
      product: snapshotOf(product),
      returnPath: '/payment',
      createdAt: 0,
    });
    expect(readPending()).toMatchObject({ stage: 'creating', intentId: 'I9' });
  });

  it('a record without its intent id or with an unknown mode is junk', () => {
    const { intentId: _drop, ...old } = paying();
    localStorage.setItem('pending_pay_order', JSON.stringify(old));
    expect(readPending()).toBeNull();
    localStorage.setItem('pending_pay_order', JSON.stringify(paying({ mode: 'cash' as never })));
    expect(readPending()).toBeNull();
  });

  it('intent ids are UUIDs, new each time', () => {
    const a = newIntentId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIntentId()).not.toBe(a);
  });

  it('clearPending(tradeNo) leaves another order alone', () => {
    savePending(paying());
    clearPending('CR-OTHER');
    expect(readPending()).not.toBeNull();
    clearPending('CR1');
    expect(readPending()).toBeNull();
  });

  it('an authorising record is used for 10 minutes at most', () => {
    savePending({
      stage: 'authorizing',
      state: 'S',
      channel: 'wechat',
      product: snapshotOf(product),
      returnPath: '/payment',
      createdAt: 0,
    });
    const record = readPending();
    expect(record?.stage).toBe('authorizing');
    if (record?.stage !== 'authorizing') return;
    expect(isFreshAuthorizing(record, 60_000)).toBe(true);
    expect(isFreshAuthorizing(record, 11 * 60_000)).toBe(false);
  });

  it('junk in storage is ignored', () => {
    localStorage.setItem('pending_pay_order', '{"stage":"paying"}');
    expect(readPending()).toBeNull();
  });

  it('the order list offers an order until its deadline, and only a created one', () => {
    expect(openPayingOrder(0)).toBeNull();
    savePending(paying({ expiresAt: 10_000 }));
    expect(openPayingOrder(9_999)).toMatchObject({ outTradeNo: 'CR1', amount: 49_900 });
    expect(openPayingOrder(10_000)).toBeNull();
    savePending({
      stage: 'creating',
      intentId: 'I9',
      channel: 'alipay',
      product: snapshotOf(product),
      returnPath: '/payment',
      createdAt: 0,
    });
    expect(openPayingOrder(0)).toBeNull();
  });
});
