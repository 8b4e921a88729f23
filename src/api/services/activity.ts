/** Activity service. */
import { request, type CallOptions } from '../request';
import type { ActivityCommonInfo } from '../types';

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
