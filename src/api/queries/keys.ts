/**
 * Query keys, one hierarchy per service so that invalidation works by prefix. The factories live
 * in one module per area beside this one.
 */
import type { EnumerateType, PurchaseMethod } from '@/shared/enums';
import { retryUpTo } from '../retry';
import type { OrderListQuery, PageQuery } from '../types';

/** The table's default (../call-policy.ts): no retry. */
export const noRetry = retryUpTo(0);

export const queryKeys = {
  /** Everything tied to the logged-in user; removed on logout (see removeUserQueries). */
  user: {
    all: ['user'] as const,
    info: () => ['user', 'info'] as const,
    imInfo: () => ['user', 'im-info'] as const,
    assets: () => ['user', 'assets'] as const,
    orders: (query: OrderListQuery) => ['user', 'orders', query] as const,
    invoices: (query: PageQuery) => ['user', 'invoices', query] as const,
    devices: () => ['user', 'devices'] as const,
  },
  config: {
    web: () => ['config', 'web'] as const,
    promotion: () => ['config', 'promotion'] as const,
  },
  product: {
    all: ['product'] as const,
    list: () => ['product', 'list'] as const,
    detail: (productId: number, purchaseMethod: PurchaseMethod) =>
      ['product', 'detail', productId, purchaseMethod] as const,
  },
  order: {
    deduction: (outTradeNo: string) => ['order', 'deduction', outTradeNo] as const,
  },
  activity: {
    info: (uuid: string) => ['activity', 'info', uuid] as const,
  },
  public: {
    enumerate: (type: EnumerateType | undefined, subType: number | string | undefined) =>
      ['public', 'enumerate', type ?? null, subType ?? null] as const,
    provinces: () => ['public', 'provinces'] as const,
    cities: (provinceId: number) => ['public', 'cities', provinceId] as const,
  },
};
