import type { PayAuthProxyDeps } from './wechat-authorize';
import type { Guard } from './types';
import { next } from './types';

/**
 * /proxy-wx-auth (docs/product-rules.md §4 "Payment-authorisation proxy"): sends the browser to the
 * WeChat authorise page. Runs only on routes that declare the middleware; the link building loads
 * then, so that no other page carries it in its first load.
 */
export function createPayAuthProxyGuard(deps: PayAuthProxyDeps): Guard {
  return ({ url, routeMiddleware }) =>
    routeMiddleware.includes('payAuthProxy')
      ? import('./wechat-authorize').then(({ wechatAuthorizeOutcome }) =>
          wechatAuthorizeOutcome(url, deps),
        )
      : next;
}
