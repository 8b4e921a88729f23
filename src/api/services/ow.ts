/** Official-website (ow) calls on the main API. */
import { request, type CallOptions } from '../request';
import type { CompleteOrgInfoRequest, CompletedInfo, ImInfo } from '../types';

/** User fields plus the latest machine and version; retried twice by its query. */
export function getImInfo(options?: CallOptions): Promise<ImInfo> {
  return request<ImInfo>('/v1/ow/im/info', options);
}

export function completeOrgInfo(
  json: CompleteOrgInfoRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return request('/v1/ow/complete_org_info', { ...options, method: 'post', json });
}

export function getCompletedInfo(options?: CallOptions): Promise<CompletedInfo> {
  return request<CompletedInfo>('/v1/ow/completed_info', options);
}
