import { describe, expect, it } from 'vitest';
import {
  EXPIRED_KEPT_MS,
  MAX_OPEN_ORDERS,
  newlyPaid,
  openOrdersReducer as reduce,
  PAID_KEPT_MS,
  payableOrderOf,
  payableOrders,
  watchedOrders,
  type OpenOrder,
} from '@/domain/payment/open-orders';
import type { ProductSnapshot } from '@/domain/payment/pending-order';

const product = { id: 102, name: '精修套餐·标准版', price: 49_900 } as ProductSnapshot;
const order = (outTradeNo: string, over: Partial<OpenOrder> = {}): OpenOrder => ({
  stage: 'paying',
  outTradeNo,
  intentId: `I-${outTradeNo}`,
  channel: 'wechat',
  mode: 'qr',
  expiresAt: 900_000,
  amount: 49_900,
  deduction: 0,
  product,
  returnPath: '/payment',
  createdAt: 1_000,
  ...over,
});

describe('open orders: each transition', () => {
  it('opened: adds an order; the same number again replaces it, keeping when it was made', () => {
    const one = reduce([], { type: 'opened', order: order('A') });
    expect(one).toEqual([order('A')]);
    const again = reduce(one, { type: 'opened', order: order('A', { createdAt: 5_000, qr: 'q' }) });
    expect(again).toEqual([order('A', { qr: 'q' })]);
    expect(reduce(again, { type: 'opened', order: order('B') }).map((o) => o.outTradeNo)).toEqual([
      'A',
      'B',
    ]);
  });

  it('opened: shown again means not dismissed; a paid order stays paid (the server said so)', () => {
    const dismissed = [order('A', { dismissed: true })];
    expect(reduce(dismissed, { type: 'opened', order: order('A') })[0]!.dismissed).toBeUndefined();
    const paid = [order('A', { paidAt: 2_000 })];
    expect(reduce(paid, { type: 'opened', order: order('A') })).toBe(paid);
  });

  it('opened: at most MAX_OPEN_ORDERS, the oldest go', () => {
    let orders: readonly OpenOrder[] = [];
    for (let i = 0; i <= MAX_OPEN_ORDERS; i++) {
      orders = reduce(orders, { type: 'opened', order: order(`T${i}`) });
    }
    expect(orders).toHaveLength(MAX_OPEN_ORDERS);
    expect(orders[0]!.outTradeNo).toBe('T1');
  });

  it('dismissed: marks that order only', () => {
    const orders = reduce([order('A'), order('B')], { type: 'dismissed', outTradeNo: 'A' });
    expect(orders.map((o) => Boolean(o.dismissed))).toEqual([true, false]);
  });

  it('paid: marks the time once; an unknown number changes nothing', () => {
    const paid = reduce([order('A')], { type: 'paid', outTradeNo: 'A', at: 3_000 });
    expect(paid[0]!.paidAt).toBe(3_000);
    expect(reduce(paid, { type: 'paid', outTradeNo: 'A', at: 9_000 })[0]!.paidAt).toBe(3_000);
    expect(reduce(paid, { type: 'paid', outTradeNo: 'Z', at: 9_000 })).toEqual(paid);
  });

  it('removed: that order goes', () => {
    expect(reduce([order('A'), order('B')], { type: 'removed', outTradeNo: 'A' })).toEqual([
      order('B'),
    ]);
  });

  it('pruned: an open order past its limit stays a minute (the last look), a paid one ten', () => {
    const orders = [order('A', { expiresAt: 10_000 }), order('B', { paidAt: 10_000 })];
    expect(reduce(orders, { type: 'pruned', now: 10_000 + EXPIRED_KEPT_MS - 1 })).toHaveLength(2);
    expect(reduce(orders, { type: 'pruned', now: 10_000 + EXPIRED_KEPT_MS })).toEqual([orders[1]]);
    expect(reduce(orders, { type: 'pruned', now: 10_000 + PAID_KEPT_MS })).toEqual([]);
  });
});

describe('open orders: what each reader sees', () => {
  const orders = [
    order('OLD', { expiresAt: 5_000 }),
    order('A'),
    order('P', { paidAt: 1 }),
    order('B', { product: { ...product, id: 7 } }),
  ];

  it('payable: open and within the limit, newest first', () => {
    expect(payableOrders(orders, 6_000).map((o) => o.outTradeNo)).toEqual(['B', 'A']);
    expect(payableOrderOf(orders, 102, 6_000)?.outTradeNo).toBe('A');
    expect(payableOrderOf(orders, 102, 900_000)).toBeUndefined();
  });

  it('watched: open ones, a minute past the limit included', () => {
    expect(watchedOrders(orders, 6_000).map((o) => o.outTradeNo)).toEqual(['OLD', 'A', 'B']);
    expect(watchedOrders(orders, 5_000 + EXPIRED_KEPT_MS).map((o) => o.outTradeNo)).toEqual([
      'A',
      'B',
    ]);
  });

  it('newly paid: open before, paid after; a paid order seen again is not news', () => {
    const after = reduce(orders, { type: 'paid', outTradeNo: 'A', at: 7_000 });
    expect(newlyPaid(orders, after).map((o) => o.outTradeNo)).toEqual(['A']);
    expect(newlyPaid(after, after)).toEqual([]);
  });
});
