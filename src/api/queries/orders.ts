/** Packages and orders (payment pages). */
import { queryOptions } from '@tanstack/react-query';
import type { PurchaseMethod } from '@/shared/enums';
import { getUnionProduct, getUnionProductList } from '../services/order';
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
