/** Public calls on the main API: ad report, mini-program link, downloads, regions. */
import { env } from '@/shared/config/env';
import { EnumerateType, MiniProgramEnvVersion } from '@/shared/enums';
import { serverLink } from '@/shared/server-links';
import { fail } from '../call-contract';
import { ApiError, parseMessage } from '../errors';
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

const URL_LINK_PATH = '/v1/public/minip/generate_urllink';

/** The mini program's link, only if it is one the page may show (src/shared/server-links.ts). */
export async function generateUrlLink(
  params: Partial<GenerateUrlLinkRequest> & { appId?: string } = {},
  options: CallOptions = {},
): Promise<UrlLink> {
  const json: GenerateUrlLinkRequest = {
    env_version: params.env_version ?? MiniProgramEnvVersion.Release,
    expire_type: params.expire_type ?? 1,
    expire_interval: params.expire_interval ?? 30,
  };
  const answer = await request<UrlLink>(URL_LINK_PATH, {
    ...options,
    method: 'post',
    json,
    headers: { [MINI_PROGRAM_APP_ID_HEADER]: params.appId ?? env.wechatAppId },
  });
  const urlLink = serverLink(answer.url_link, URL_LINK_PATH);
  if (!urlLink)
    fail(new ApiError({ kind: 'parse', message: parseMessage(), url: URL_LINK_PATH }), options);
  return { url_link: urlLink };
}

const ENUMERATE_PATH = '/v1/enumerate/info';

/** Download links: type 8 (default) or 5 for receive-free; an entry whose link is refused is left out. */
export async function getEnumerateInfo(
  params: { type?: EnumerateType; subType?: number | string } = {},
  options?: CallOptions,
): Promise<EnumerateInfo> {
  const answer = await request<EnumerateInfo>(ENUMERATE_PATH, {
    ...options,
    searchParams: { type: params.type ?? EnumerateType.Default, sub_type: params.subType },
  });
  const list = answer.list.flatMap((entry) => {
    const url = serverLink(entry.url, ENUMERATE_PATH);
    return url ? [{ ...entry, url }] : [];
  });
  return { ...answer, list };
}

export function getProvinces(options?: CallOptions): Promise<{ list: Region[] }> {
  return request('/v1/province/get', options);
}

export function getCities(provinceId: number, options?: CallOptions): Promise<{ list: Region[] }> {
  return request('/v1/city/get', { ...options, searchParams: { province_id: provinceId } });
}
