/** Activity and public data. */
import { queryOptions } from '@tanstack/react-query';
import type { EnumerateType } from '@/shared/enums';
import { getActivityCommonInfo, getH5ActivityCommonInfo } from '../services/activity';
import {
  getCities,
  getEnumerateInfo,
  getOrganizationTypes,
  getProtocol,
  getProvinces,
  getWechatJsConfig,
} from '../services/public';
import { getSalesmanQrCode, getUrlLimit } from '../services/web';
import { noRetry, queryKeys } from './keys';

/** Source lookup by uuid (attribution); silent, docs/product-rules.md §8 says it is only logged. */
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
