import {
  isWechatAppId,
  mockBuildOrigin,
  WECHAT_SCOPE,
  wechatRedirectTarget,
} from '@/features/payment/model/wechat-auth';
import { env } from '@/shared/config/env';
import type { GuardOutcome } from './types';

const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export interface PayAuthProxyDeps {
  siteDomain: string;
  logError: (message: string, detail?: unknown) => void;
  /** WeChat's authorise page unless the build names another (default: the build's env). */
  authorizeUrl?: string;
  /** Mock builds only: their own origin counts as the product's domain (default: mockBuildOrigin). */
  ownOrigin?: string;
}

/**
 * Where /proxy-wx-auth sends the browser: the WeChat authorise page, for an app id of WeChat's form
 * and a redirect_uri on the product's own hosts, always with scope snsapi_base (the rules of
 * src/features/payment/model/wechat-auth.ts, which the payment page's link passes too). Missing
 * parameters, another app id form or a foreign redirect_uri are logged and answered 404.
 */
export function wechatAuthorizeOutcome(url: URL, deps: PayAuthProxyDeps): GuardOutcome {
  const appid = url.searchParams.get('appid');
  const redirectUri = url.searchParams.get('redirect_uri');
  const scope = url.searchParams.get('scope');
  if (!appid || !redirectUri || !scope) {
    deps.logError('[proxy-wx-auth] missing appid, redirect_uri or scope', {
      appid,
      redirectUri,
      scope,
    });
    return { kind: 'notFound', message: 'proxy-wx-auth: missing parameters' };
  }
  if (!isWechatAppId(appid)) {
    deps.logError('[proxy-wx-auth] appid refused', appid);
    return { kind: 'notFound', message: 'proxy-wx-auth: appid refused' };
  }
  const ownOrigin = deps.ownOrigin ?? mockBuildOrigin();
  const target = wechatRedirectTarget(redirectUri, deps.siteDomain, ownOrigin);
  if (!target) {
    deps.logError('[proxy-wx-auth] redirect_uri refused', redirectUri);
    return { kind: 'notFound', message: 'proxy-wx-auth: redirect_uri refused' };
  }
  // WeChat regex-checks this link: keep exactly this parameter order and the fragment. The link's
  // own scope is not forwarded: whatever it asks (snsapi_userinfo, junk), WeChat gets WECHAT_SCOPE.
  const state = url.searchParams.get('state') ?? '';
  const query = [
    `appid=${encodeURIComponent(appid)}`,
    `redirect_uri=${encodeURIComponent(target)}`,
    'response_type=code',
    `scope=${WECHAT_SCOPE}`,
    `state=${encodeURIComponent(state.replace(/[^a-zA-Z0-9]/g, '').slice(0, 128))}`,
  ].join('&');
  return {
    kind: 'document',
    href: `${deps.authorizeUrl || env.wechatAuthorizeUrl || WECHAT_AUTHORIZE_URL}?${query}#wechat_redirect`,
  };
}
