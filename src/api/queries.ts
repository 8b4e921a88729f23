/**
 * One `queryOptions` factory per query: key, fn and the SPEC retry count (user info 3, im info 2,
 * everything else 0). Keys follow a per-service hierarchy so invalidation works by prefix.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { RETRIES } from '@/shared/constants';
import type { EnumerateType, PurchaseMethod } from '@/shared/enums';
import { isApiError } from './errors';
import { DEFAULT_PROMOTION_CONFIG, DEFAULT_WEB_CONFIG } from './models';
import { retryUpTo } from './retry';
import {
  readUserInfoCache,
  readWebConfigCache,
  writeUserInfoCache,
  writeWebConfigCache,
} from './session-cache';
import { getActivityCommonInfo, getH5ActivityCommonInfo } from './services/activity';
import {
  getUnionDeductionOrder,
  getUnionDeductionProduct,
  getUnionOrderState,
  getUnionProduct,
  getUnionProductList,
} from './services/order';
import { getCompletedInfo, getImInfo } from './services/ow';
import { getDeviceList, getInvoiceHistory, getOrderList, getUserAssets } from './services/profile';
import { getPromotionConfig } from './services/promotion';
import {
  getCities,
  getEnumerateInfo,
  getOrganizationTypes,
  getProtocol,
  getProvinces,
  getWechatJsConfig,
} from './services/public';
import { getUserInfo } from './services/user';
import { getSalesmanQrCode, getUrlLimit, getWebConfig } from './services/web';
import type { OrderListQuery, PageQuery, PromotionConfig, Timed, WebConfig } from './types';

const noRetry = retryUpTo(RETRIES.default);

export const queryKeys = {
  /** Everything tied to the logged-in user; removed on logout (see removeUserQueries). */
  user: {
    all: ['user'] as const,
    info: () => ['user', 'info'] as const,
    imInfo: () => ['user', 'im-info'] as const,
    assets: () => ['user', 'assets'] as const,
    completedInfo: () => ['user', 'completed-info'] as const,
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
    deduction: (productId: number, purchaseMethod: PurchaseMethod) =>
      ['product', 'deduction', productId, purchaseMethod] as const,
  },
  order: {
    state: (outTradeNo: string) => ['order', 'state', outTradeNo] as const,
    deduction: (outTradeNo: string) => ['order', 'deduction', outTradeNo] as const,
  },
  activity: {
    info: (uuid: string) => ['activity', 'info', uuid] as const,
    h5Info: (uuid: string) => ['activity', 'h5-info', uuid] as const,
  },
  public: {
    enumerate: (type: EnumerateType | undefined, subType: number | string | undefined) =>
      ['public', 'enumerate', type ?? null, subType ?? null] as const,
    provinces: () => ['public', 'provinces'] as const,
    cities: (provinceId: number) => ['public', 'cities', provinceId] as const,
    protocol: (type: string | undefined) => ['public', 'protocol', type ?? null] as const,
    wechatJsConfig: (url: string) => ['public', 'wechat-js-config', url] as const,
    organizationTypes: () => ['public', 'organization-types'] as const,
    urlLimit: (url: string) => ['public', 'url-limit', url] as const,
    salesmanQrCode: (sourceId: number | undefined) =>
      ['public', 'salesman-qr', sourceId ?? null] as const,
  },
};

// ── User ─────────────────────────────────────────────────────────────────────

/**
 * User info, retried 3 times, cached in sessionStorage: a cached entry of the current token
 * seeds the query, so `ensureQueryData` answers from the cache and `fetchQuery` refreshes it.
 */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.info(),
    queryFn: async ({ signal }) => {
      const user = await getUserInfo({ signal });
      writeUserInfoCache(user);
      return user;
    },
    retry: retryUpTo(RETRIES.userInfo),
    initialData: () => readUserInfoCache()?.data,
    initialDataUpdatedAt: () => readUserInfoCache()?.at,
  });
}

export function imInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.imInfo(),
    queryFn: ({ signal }) => getImInfo({ signal }),
    retry: retryUpTo(RETRIES.imInfo),
  });
}

export function userAssetsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.assets(),
    queryFn: ({ signal }) => getUserAssets({ signal }),
    retry: noRetry,
  });
}

export function completedInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.completedInfo(),
    queryFn: ({ signal }) => getCompletedInfo({ signal }),
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

// ── Config ───────────────────────────────────────────────────────────────────

/** `fromDefault` is true when the call failed and the defaults stand in (SPEC section 8). */
export type WebConfigState = Timed<WebConfig> & { fromDefault: boolean };
export type PromotionConfigState = Timed<PromotionConfig> & { fromDefault: boolean };

const fallback = <T>(data: T): Timed<T> & { fromDefault: true } => ({
  data,
  serverTime: undefined,
  receivedAt: Date.now(),
  fromDefault: true,
});

/**
 * Web config from the session cache when present; fetched only when it is empty or
 * unparsable. A failed load gives the defaults (payment closed) and is tried again next time.
 */
export function webConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config.web(),
    queryFn: async ({ signal }): Promise<WebConfigState> => {
      try {
        const config = await getWebConfig({ signal });
        writeWebConfigCache(config);
        return { ...config, fromDefault: false };
      } catch (error) {
        if (!isApiError(error)) throw error;
        return fallback<WebConfig>(DEFAULT_WEB_CONFIG);
      }
    },
    retry: noRetry,
    initialData: (): WebConfigState | undefined => {
      const cached = readWebConfigCache();
      return cached ? { ...cached, fromDefault: false } : undefined;
    },
    staleTime: (query) => (query.state.data?.fromDefault ? 0 : Infinity),
  });
}

/** Promotion config; a failure means NotInActivity with zero durations (SPEC section 4). */
export function promotionConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config.promotion(),
    queryFn: async ({ signal }): Promise<PromotionConfigState> => {
      try {
        return { ...(await getPromotionConfig({ signal, silent: true })), fromDefault: false };
      } catch (error) {
        if (!isApiError(error)) throw error;
        return fallback<PromotionConfig>(DEFAULT_PROMOTION_CONFIG);
      }
    },
    retry: noRetry,
  });
}

// ── Packages and orders ──────────────────────────────────────────────────────

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

// ── Activity and public ──────────────────────────────────────────────────────

/** Source lookup by uuid (attribution); silent, SPEC section 8 says it is only logged. */
export function activityCommonInfoQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.activity.info(uuid),
    queryFn: ({ signal }) => getActivityCommonInfo(uuid, { signal, silent: true }),
    retry: noRetry,
    staleTime: Infinity,
  });
}

export function h5ActivityCommonInfoQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.activity.h5Info(uuid),
    queryFn: ({ signal }) => getH5ActivityCommonInfo(uuid, { signal }),
    retry: noRetry,
  });
}

export function enumerateInfoQueryOptions(
  params: { type?: EnumerateType; subType?: number | string } = {},
) {
  return queryOptions({
    queryKey: queryKeys.public.enumerate(params.type, params.subType),
    queryFn: ({ signal }) => getEnumerateInfo(params, { signal }),
    retry: noRetry,
  });
}

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.public.provinces(),
    queryFn: ({ signal }) => getProvinces({ signal }),
    retry: noRetry,
    staleTime: Infinity,
  });
}

export function citiesQueryOptions(provinceId: number) {
  return queryOptions({
    queryKey: queryKeys.public.cities(provinceId),
    queryFn: ({ signal }) => getCities(provinceId, { signal }),
    retry: noRetry,
    staleTime: Infinity,
  });
}

export function protocolQueryOptions(type?: string) {
  return queryOptions({
    queryKey: queryKeys.public.protocol(type),
    queryFn: ({ signal }) => getProtocol(type, { signal }),
    retry: noRetry,
  });
}

export function wechatJsConfigQueryOptions(url: string) {
  return queryOptions({
    queryKey: queryKeys.public.wechatJsConfig(url),
    queryFn: ({ signal }) => getWechatJsConfig(url, { signal }),
    retry: noRetry,
  });
}

export function organizationTypesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.public.organizationTypes(),
    queryFn: ({ signal }) => getOrganizationTypes({ signal }),
    retry: noRetry,
    staleTime: Infinity,
  });
}

export function urlLimitQueryOptions(url: string) {
  return queryOptions({
    queryKey: queryKeys.public.urlLimit(url),
    queryFn: ({ signal }) => getUrlLimit(url, { signal }),
    retry: noRetry,
  });
}

export function salesmanQrCodeQueryOptions(sourceId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.public.salesmanQrCode(sourceId),
    queryFn: ({ signal }) => getSalesmanQrCode(sourceId, { signal }),
    retry: noRetry,
  });
}

/** On logout: drop every user-scoped answer (the session cache is cleared separately). */
export function removeUserQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: queryKeys.user.all });
  client.removeQueries({ queryKey: ['order'] });
}
