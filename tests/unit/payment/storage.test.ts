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
  freshAuthorizing,
  readPending,
  resumablePaying,
  savePending,
  snapshotOf,
  type PayingRecord,
} from '@/features/payment/model/pending-order';
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

describe('pay product info and pay source id, per path (SPEC.md §3)', () => {
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

  it('stores the payer phone and the return path + trade number', () => {
    writePayCookies('13800138000', { returnPath: '/payment?t=piece', tradeNo: 'CR1' });
    expect(readPayUserInfo()).toEqual({ phone: '13800138000' });
    expect(readPayMeta()).toEqual({ returnPath: '/payment?t=piece', tradeNo: 'CR1' });
  });
});

describe('pending order (reload / return from Alipay)', () => {
  const paying = (fields: Partial<PayingRecord> = {}): PayingRecord => ({
    stage: 'paying',
    outTradeNo: 'CR1',
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

  it('resumes an unexpired QR order of the same page only', () => {
    savePending(paying());
    expect(resumablePaying('/payment', 9_999)?.outTradeNo).toBe('CR1');
    expect(resumablePaying('/payment', 10_000)).toBeNull();
    expect(resumablePaying('/elsewhere', 0)).toBeNull();
  });

  it('a redirect order is not shown as a QR again', () => {
    savePending(paying({ mode: 'redirect' }));
    expect(resumablePaying('/payment', 0)).toBeNull();
    expect(readPending()?.stage).toBe('paying');
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
    expect(freshAuthorizing(60_000)?.state).toBe('S');
    expect(freshAuthorizing(11 * 60_000)).toBeNull();
  });

  it('junk in storage is ignored', () => {
    localStorage.setItem('pending_pay_order', '{"stage":"paying"}');
    expect(readPending()).toBeNull();
  });
});
