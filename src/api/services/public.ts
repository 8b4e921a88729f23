/** Public calls on the main API: ad report, mini-program link, downloads, regions. */
import { env } from '@/shared/config/env';
import { EnumerateType, MiniProgramEnvVersion } from '@/shared/enums';
import { request, type CallOptions } from '../request';
import type {
  AdReport,
  EnumerateInfo,
  GenerateUrlLinkRequest,
  LoginAdReport,
  Region,
  UrlLink,
} from '../types';

/** The ad report (first one with ad_params, after login with web_id and click_uri only). */
export function uploadDevice(
  json: AdReport | LoginAdReport,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return request('/v1/public/minip/upload_device', {
    silent: true,
    ...options,
    method: 'post',
    json,
  });
}

/**
 * Header naming the mini-program app id of generate_urllink (docs/backend-contract.md leaves the
 * name to us).
 */
export const MINI_PROGRAM_APP_ID_HEADER = 'X-Mini-Program-App-Id';

export function generateUrlLink(
  params: Partial<GenerateUrlLinkRequest> & { appId?: string } = {},
  options?: CallOptions,
): Promise<UrlLink> {
  const json: GenerateUrlLinkRequest = {
    env_version: params.env_version ?? MiniProgramEnvVersion.Release,
    expire_type: params.expire_type ?? 1,
    expire_interval: params.expire_interval ?? 30,
  };
  return request<UrlLink>('/v1/public/minip/generate_urllink', {
    ...options,
    method: 'post',
    json,
    headers: { [MINI_PROGRAM_APP_ID_HEADER]: params.appId ?? env.wechatAppId },
  });
}

/** Download links: type 8 (default) or 5 for receive-free. */
export function getEnumerateInfo(
  params: { type?: EnumerateType; subType?: number | string } = {},
  options?: CallOptions,
): Promise<EnumerateInfo> {
  return request<EnumerateInfo>('/v1/enumerate/info', {
    ...options,
    searchParams: { type: params.type ?? EnumerateType.Default, sub_type: params.subType },
  });
}

export function getProvinces(options?: CallOptions): Promise<{ list: Region[] }> {
  return request('/v1/province/get', options);
}

export function getCities(provinceId: number, options?: CallOptions): Promise<{ list: Region[] }> {
  return request('/v1/city/get', { ...options, searchParams: { province_id: provinceId } });
}
