import { afterEach, describe, expect, it } from 'vitest';
import { ORDINARY_PACKAGE } from '@mocks/fixtures/packages';
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
  pendingFor,
  readPending,
  savePending,
  snapshotOf,
  type PreOrderRecord,
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
  ...ORDINARY_PACKAGE,
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

describe('pending record before an order exists (reload, WeChat authorisation)', () => {
  const creating = (fields: Partial<PreOrderRecord> = {}): PreOrderRecord =>
    ({
      stage: 'creating',
      intentId: 'I9',
      channel: 'alipay',
      product: snapshotOf(product),
      returnPath: '/payment?t=piece',
      createdAt: 0,
      ...fields,
    }) as PreOrderRecord;

  it('belongs to the page it started on (any query), not to another page', () => {
    savePending(creating());
    expect(pendingFor('/payment')).toMatchObject({ intentId: 'I9' });
    expect(pendingFor('/payment?t=vip')).toMatchObject({ intentId: 'I9' });
    expect(pendingFor('/elsewhere')).toBeNull();
  });

  it('an order call in flight is kept with its intent id (a reload retries the same intent)', () => {
    savePending(creating());
    expect(readPending()).toMatchObject({ stage: 'creating', intentId: 'I9' });
    clearPending();
    expect(readPending()).toBeNull();
  });

  it('a record without its intent id, or an order (kept in the open orders now), is junk', () => {
    const { intentId: _drop, ...old } = creating() as { intentId: string };
    localStorage.setItem('pending_pay_order', JSON.stringify(old));
    expect(readPending()).toBeNull();
    localStorage.setItem(
      'pending_pay_order',
      JSON.stringify({ ...creating(), stage: 'paying', outTradeNo: 'CR1' }),
    );
    expect(readPending()).toBeNull();
  });

  it('a record with a channel this build does not pay with is junk (its mark could not be drawn)', () => {
    localStorage.setItem('pending_pay_order', JSON.stringify({ ...creating(), channel: 'paypal' }));
    expect(readPending()).toBeNull();
    savePending(creating({ channel: 'union' }));
    expect(readPending()).toMatchObject({ channel: 'union' });
  });

  it('intent ids are UUIDs, new each time', () => {
    const a = newIntentId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIntentId()).not.toBe(a);
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
    localStorage.setItem('pending_pay_order', '{"stage":"creating"');
    expect(readPending()).toBeNull();
  });
});
