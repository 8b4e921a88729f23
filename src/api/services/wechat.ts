/** The WeChat in-app browser's backend call (docs/backend-contract.md "WeChat in-app browser"). */
import { request, type CallOptions } from '../request';
import type { WechatJsConfig } from '../types';

/**
 * The JS-SDK signature for `url` (the page URL without its hash). Silent, and never a logout: a
 * page whose share card cannot be set is still the page (src/features/content/wechat/).
 */
export function getWechatJsConfig(url: string, options?: CallOptions): Promise<WechatJsConfig> {
  return request('/v1/wechat/js_config', {
    ...options,
    service: 'web',
    silent: true,
    ignoreUnauthorized: true,
    searchParams: { url },
  });
}
