/** Activity and public data. */
import { queryOptions } from '@tanstack/react-query';
import type { EnumerateType } from '@/shared/enums';
import { getActivityCommonInfo } from '../services/activity';
import { getCities, getEnumerateInfo, getProvinces } from '../services/public';
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
