/** Packages and orders (payment pages). */
import { queryOptions } from '@tanstack/react-query';
import type { PurchaseMethod } from '@/shared/enums';
import {
  getUnionDeductionOrder,
  getUnionDeductionProduct,
  getUnionOrderState,
  getUnionProduct,
  getUnionProductList,
} from '../services/order';
import { noRetry, queryKeys } from './keys';

export function unionProductListQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.product.list(),
    queryFn: ({ signal }) => getUnionProductList({ signal }),
    retry: noRetry,
  });
}

export function unionProductQueryOptions(productId: number, purchaseMethod: PurchaseMethod) {
  return queryOptions({
    queryKey: queryKeys.product.detail(productId, purchaseMethod),
    queryFn: ({ signal }) => getUnionProduct({ productId, purchaseMethod }, { signal }),
    retry: noRetry,
  });
}

export function unionDeductionProductQueryOptions(
  productId: number,
  purchaseMethod: PurchaseMethod,
) {
  return queryOptions({
    queryKey: queryKeys.product.deduction(productId, purchaseMethod),
    queryFn: ({ signal }) => getUnionDeductionProduct({ productId, purchaseMethod }, { signal }),
    retry: noRetry,
  });
}

/**
 * Order state for polling; the caller adds `refetchInterval` (stop on a final state). Silent:
 * a failed poll must not toast every 3 s.
 */
export function unionOrderStateQueryOptions(outTradeNo: string) {
  return queryOptions({
    queryKey: queryKeys.order.state(outTradeNo),
    queryFn: ({ signal }) => getUnionOrderState(outTradeNo, { signal, silent: true }),
    retry: noRetry,
    staleTime: 0,
  });
}

export function unionDeductionOrderQueryOptions(outTradeNo: string) {
  return queryOptions({
    queryKey: queryKeys.order.deduction(outTradeNo),
    queryFn: ({ signal }) => getUnionDeductionOrder(outTradeNo, { signal }),
    retry: noRetry,
  });
}
