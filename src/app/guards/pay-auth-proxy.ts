import { allowedAbsoluteUrl } from '@/shared/redirect';
import type { Guard } from './types';
import { next } from './types';

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export interface PayAuthProxyDeps {
  siteDomain: string;
  logError: (message: string, detail?: unknown) => void;
}

/**
 * /proxy-wx-auth (docs/product-rules.md §4 "Payment-authorisation proxy"): sends the browser to the
 * WeChat authorise page. The redirect_uri must be on the product's own domain; missing parameters
 * are logged and the proxy is not followed. Runs only on routes that declare the middleware.
 */
export function createPayAuthProxyGuard(deps: PayAuthProxyDeps): Guard {
  return ({ url, routeMiddleware }) => {
    if (!routeMiddleware.includes('payAuthProxy')) return next;
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
    const target = allowedAbsoluteUrl(redirectUri, deps.siteDomain);
    if (!target) {
      deps.logError('[proxy-wx-auth] redirect_uri refused', redirectUri);
      return { kind: 'notFound', message: 'proxy-wx-auth: redirect_uri refused' };
    }
    // WeChat regex-checks this link: keep exactly this parameter order and the fragment.
    const state = url.searchParams.get('state') ?? '';
    const query = [
      `appid=${encodeURIComponent(appid)}`,
      `redirect_uri=${encodeURIComponent(target)}`,
      'response_type=code',
      `scope=${encodeURIComponent(scope)}`,
      `state=${encodeURIComponent(state.replace(/[^a-zA-Z0-9]/g, '').slice(0, 128))}`,
    ].join('&');
    return { kind: 'document', href: `${WECHAT_AUTHORIZE_URL}?${query}#wechat_redirect` };
  };
}
