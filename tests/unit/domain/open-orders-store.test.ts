import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenOrder } from '@/domain/payment/open-orders';
import {
  anyOpenOrders,
  anyShownHere,
  forgetOpenOrders,
  isShownHere,
  markShownHere,
  pruneOpenOrders,
  readOpenOrders,
  subscribeOpenOrders,
  updateOpenOrders,
} from '@/domain/payment/open-orders-store';
import type { ProductSnapshot } from '@/domain/payment/pending-order';

const KEY = 'open_pay_orders';
const product = { id: 102, name: '精修套餐·标准版', price: 49_900 } as ProductSnapshot;
const order = (outTradeNo: string, over: Partial<OpenOrder> = {}): OpenOrder => ({
  stage: 'paying',
  outTradeNo,
  intentId: `I-${outTradeNo}`,
  channel: 'wechat',
  mode: 'qr',
  expiresAt: Date.now() + 900_000,
  amount: 49_900,
  deduction: 0,
  product,
  returnPath: '/payment',
  createdAt: Date.now(),
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetOpenOrders(1);
  forgetOpenOrders(2);
  localStorage.clear();
});

describe('open orders store', () => {
  it('keeps each account apart: another account never sees it, the same one after a new login does', () => {
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    expect(readOpenOrders(1).map((o) => o.outTradeNo)).toEqual(['A']);
    expect(readOpenOrders(2)).toEqual([]);
    expect(readOpenOrders(undefined)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toHaveProperty('1');
    expect(anyOpenOrders()).toBe(true);
  });

  it('every mode is kept with what 继续支付 needs: the QR, the provider page, the JSAPI parameters', () => {
    updateOpenOrders(1, {
      type: 'opened',
      order: order('Q', { qr: 'data:image/png;base64,AA==' }),
    });
    updateOpenOrders(1, {
      type: 'opened',
      order: order('R', { mode: 'redirect', url: 'https://x' }),
    });
    updateOpenOrders(1, {
      type: 'opened',
      order: order('J', { mode: 'jsapi', payParams: { appId: 'wx' } as never }),
    });
    expect(readOpenOrders(1)).toMatchObject([
      { qr: 'data:image/png;base64,AA==' },
      { url: 'https://x' },
      { payParams: { appId: 'wx' } },
    ]);
  });

  it('reads an unchanged record as the same object (a React store snapshot)', () => {
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    expect(readOpenOrders(1)).toBe(readOpenOrders(1));
  });

  it('drops what is not an order: corrupted JSON, a junk entry, an account that is not a list', () => {
    localStorage.setItem(KEY, '{"1":[{"stage":"paying"');
    expect(readOpenOrders(1)).toEqual([]);
    localStorage.setItem(
      KEY,
      JSON.stringify({
        1: [order('A'), { stage: 'paying' }, order('B', { mode: 'cash' as never })],
        2: 'x',
      }),
    );
    expect(readOpenOrders(1).map((o) => o.outTradeNo)).toEqual(['A']);
    expect(readOpenOrders(2)).toEqual([]);
    localStorage.setItem(KEY, '[1,2]');
    expect(readOpenOrders(1)).toEqual([]);
    updateOpenOrders(1, { type: 'opened', order: order('C') });
    expect(readOpenOrders(1).map((o) => o.outTradeNo)).toEqual(['C']);
  });

  it('storage full or blocked: the record lives on in memory, quietly', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    updateOpenOrders(1, { type: 'dismissed', outTradeNo: 'A' });
    expect(readOpenOrders(1)).toMatchObject([{ outTradeNo: 'A', dismissed: true }]);
    expect(localStorage.getItem(KEY)).toBeNull();
    vi.restoreAllMocks();
    updateOpenOrders(1, { type: 'opened', order: order('B') });
    const stored = JSON.parse(localStorage.getItem(KEY)!) as Record<string, unknown[]>;
    expect(stored[1]).toHaveLength(2);
  });

  it('prunes with every change: an order long past its limit goes', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ 1: [order('OLD', { expiresAt: Date.now() - 3_600_000 })] }),
    );
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    expect(readOpenOrders(1).map((o) => o.outTradeNo)).toEqual(['A']);
  });

  it('prune: every account’s said paid orders and long-expired ones go; none left, no key', () => {
    const paidLongAgo = order('P', { paidAt: Date.now() - 11 * 60_000 });
    const expired = order('E', { expiresAt: Date.now() - 2 * 60_000 });
    localStorage.setItem(KEY, JSON.stringify({ 1: [paidLongAgo], 2: [expired, order('B')] }));
    pruneOpenOrders();
    expect(readOpenOrders(1)).toEqual([]);
    expect(readOpenOrders(2).map((o) => o.outTradeNo)).toEqual(['B']);
    forgetOpenOrders(2);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(anyOpenOrders()).toBe(false);
  });

  it('shown here: counted per showing, so two views of one order leave it shown until both go', () => {
    const one = markShownHere('A');
    const two = markShownHere('A');
    one();
    expect(isShownHere('A')).toBe(true);
    two();
    expect(isShownHere('A')).toBe(false);
    expect(anyShownHere()).toBe(false);
  });

  it('forget: only that account (its own logout)', () => {
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    updateOpenOrders(2, { type: 'opened', order: order('B') });
    forgetOpenOrders(1);
    expect(readOpenOrders(1)).toEqual([]);
    expect(readOpenOrders(2)).toHaveLength(1);
  });

  it('tells its listeners of a change in this tab and of one in another tab (storage event)', () => {
    const heard = vi.fn();
    const stop = subscribeOpenOrders(heard);
    updateOpenOrders(1, { type: 'opened', order: order('A') });
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    updateOpenOrders(1, { type: 'removed', outTradeNo: 'A' });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
