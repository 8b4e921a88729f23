/** The logged-in user's account data (avatar menu, profile area). */
import { queryOptions } from '@tanstack/react-query';
import { retryFor } from '../call-policy';
import { getImInfo, IM_INFO_PATH } from '../services/ow';
import { getDeviceList, getInvoiceHistory, getOrderList, getUserAssets } from '../services/profile';
import type { OrderListQuery, PageQuery } from '../types';
import { noRetry, queryKeys } from './keys';

export function imInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.imInfo(),
    queryFn: ({ signal }) => getImInfo({ signal }),
    retry: retryFor(IM_INFO_PATH),
  });
}

export function userAssetsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.assets(),
    queryFn: ({ signal }) => getUserAssets({ signal }),
    retry: noRetry,
  });
}

export function orderListQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: queryKeys.user.orders(query),
    queryFn: ({ signal }) => getOrderList(query, { signal }),
    retry: noRetry,
  });
}

export function invoiceHistoryQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: queryKeys.user.invoices(query),
    queryFn: ({ signal }) => getInvoiceHistory(query, { signal }),
    retry: noRetry,
  });
}

export function deviceListQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.devices(),
    queryFn: ({ signal }) => getDeviceList({ signal }),
    retry: noRetry,
  });
}
