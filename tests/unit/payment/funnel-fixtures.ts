import type { Package } from '@/api/types';
import type { OrderStart } from '@/features/payment/model/checkout-machine';
import type { PayingRecord, ProductSnapshot } from '@/domain/payment/pending-order';

/** A package, its orders and their pending records, for the purchase-funnel tests. */
export const product = { id: 7, name: '标准版', price: 19900, purchase_method: 1 } as Package;
export const snap = product as ProductSnapshot;

export const qr: OrderStart = {
  outTradeNo: 'T1',
  mode: 'qr',
  amount: 19900,
  deduction: 500,
  expiresAt: 10_000,
  qr: 'data:image/png;base64,x',
};
export const redirect: OrderStart = {
  ...qr,
  outTradeNo: 'T2',
  mode: 'redirect',
  url: 'https://alipay',
};

/** The record an order left behind, as the page finds it when it opens again. */
export function recordOf(
  start: OrderStart,
  over: Partial<PayingRecord> & Pick<PayingRecord, 'channel'>,
): PayingRecord {
  return {
    stage: 'paying',
    ...start,
    intentId: 'I1',
    product: snap,
    returnPath: '/payment',
    createdAt: 0,
    ...over,
  };
}
