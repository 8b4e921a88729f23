import type { WechatJsConfig } from '@/api/types';

/**
 * WeChat's official JS-SDK, loaded from WeChat's own host: the one third-party script the CSP
 * allows, by this full path (nginx/security-headers.conf, docs/decisions/0002-nginx-and-headers.md).
 */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/**
 * The one Trusted Types policy of the site (`trusted-types` in nginx/csp-routes.conf): a script
 * URL may be set from a string only through it, and only to the SDK's own URL.
 */
export const JS_SDK_POLICY = 'wechat-js-sdk';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): unknown };
}

let policy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined;

/** The SDK's URL as the script element takes it: a TrustedScriptURL where the browser has them. */
function sdkScriptUrl(): string {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return JS_SDK_URL;
  policy ??= factory.createPolicy(JS_SDK_POLICY, {
    createScriptURL: (url) => {
      if (url !== JS_SDK_URL) throw new TypeError(`${JS_SDK_POLICY} refuses ${url}`);
      return url;
    },
  });
  // A TrustedScriptURL, which the DOM's typing spells as a string.
  return policy.createScriptURL(JS_SDK_URL) as string;
}

/** The share APIs this site asks `wx.config` for, and nothing else. */
export const SHARE_JS_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

interface ShareTarget {
  title: string;
  link: string;
  imgUrl: string;
}

/** The part of the global `wx` this site calls. */
export interface WechatJsSdk {
  config(options: WechatJsConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  /** “发送给朋友” (and QQ). */
  updateAppMessageShareData(data: ShareTarget & { desc: string }): void;
  /** “分享到朋友圈” (and QQ 空间): no description there. */
  updateTimelineShareData(data: ShareTarget): void;
}

let loading: Promise<WechatJsSdk> | undefined;

/** Adds the SDK's script once; a failed load is forgotten, so a later page may try again. */
export function loadJsSdk(): Promise<WechatJsSdk> {
  loading ??= new Promise<WechatJsSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkScriptUrl();
    script.async = true;
    script.onload = () => {
      const wx = (window as { wx?: WechatJsSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('the WeChat JS-SDK loaded without defining wx'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`the WeChat JS-SDK did not load (${JS_SDK_URL})`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
