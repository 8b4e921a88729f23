import { AD_PLATFORM_ORDER, AD_PLATFORM_QUERY, AdPlatform, OsCode } from '@/shared/enums';
import { QUERY_PARAM } from '@/shared/constants';

export interface AdClick {
  platform: AdPlatform;
  /** The click identifier as the ad platform put it in the landing URL. */
  id: string;
}

const KNOWN_PLATFORMS = new Set<number>(AD_PLATFORM_ORDER);

function isAdPlatform(value: number): value is AdPlatform {
  return KNOWN_PLATFORMS.has(value);
}

function clickIdOf(params: URLSearchParams, platform: AdPlatform): string | undefined {
  const id = params.get(AD_PLATFORM_QUERY[platform])?.trim();
  return id ? id : undefined;
}

/**
 * Ad platform selection (docs/product-rules.md §5): the `platform` query parameter wins when it is
 * a known platform number and its identifier is present; otherwise the platforms are tried in the
 * enum's order (1, 2, 3, 4, 5, 10, 11) and the first identifier present wins.
 */
export function selectAdClick(params: URLSearchParams): AdClick | null {
  const requested = params.get(QUERY_PARAM.adPlatform)?.trim();
  if (requested && /^\d+$/.test(requested)) {
    const platform = Number(requested);
    if (isAdPlatform(platform)) {
      const id = clickIdOf(params, platform);
      if (id) return { platform, id };
    }
  }
  for (const platform of AD_PLATFORM_ORDER) {
    const id = clickIdOf(params, platform);
    if (id) return { platform, id };
  }
  return null;
}

/** Every query parameter of the landing URL (`ad_params`); a repeated name keeps its first value. */
export function queryParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * `os` of the ad report: 1 iPhone/iPad, 2 Android, 99 anything else. iPadOS 13+ sends a desktop
 * Safari UA ("Macintosh"), so a Mac UA with a touch screen counts as an iPad. HarmonyOS NEXT
 * ("OpenHarmony" without "Android") is not Android.
 */
export function adOsCode(userAgent: string, maxTouchPoints = 0): OsCode {
  if (/iphone|ipad|ipod/i.test(userAgent)) return OsCode.IOS;
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return OsCode.IOS;
  if (/android/i.test(userAgent)) return OsCode.Android;
  return OsCode.Other;
}
