/** Activity service. */
import { request, type CallOptions } from '../request';
import type { ActivityCommonInfo, CreatePayRequest, CreatePayResult } from '../types';

/**
 * Activity info by uuid; its `source_id` is the attribution source lookup
 * (docs/backend-contract.md).
 */
export function getActivityCommonInfo(
  uuid: string,
  options?: CallOptions,
): Promise<ActivityCommonInfo> {
  return request<ActivityCommonInfo>('/v1/activity/common/info', {
    ...options,
    service: 'activity',
    searchParams: { uuid },
  });
}

/** Same lookup, as used by the mobile (h5) activity pages. */
export function getH5ActivityCommonInfo(
  uuid: string,
  options?: CallOptions,
): Promise<ActivityCommonInfo> {
  return request<ActivityCommonInfo>('/v1/h5/activity/common/info', {
    ...options,
    service: 'activity',
    searchParams: { uuid },
  });
}

export function activityCreatePay(
  json: CreatePayRequest,
  options?: CallOptions,
): Promise<CreatePayResult> {
  return request<CreatePayResult>('/v1/activity/order/create_pay', {
    ...options,
    service: 'activity',
    method: 'post',
    json,
  });
}
