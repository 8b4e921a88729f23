/** Official-website (ow) calls on the main API. */
import { request, type CallOptions } from '../request';
import type { ImInfo } from '../types';

export const IM_INFO_PATH = '/v1/ow/im/info';

/** User fields plus the latest machine and version; retried twice by its query. */
export function getImInfo(options?: CallOptions): Promise<ImInfo> {
  return request<ImInfo>(IM_INFO_PATH, options);
}
