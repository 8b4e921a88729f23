/**
 * WeChat JSAPI needs an openid first: the page goes through our /proxy-wx-auth route (its
 * middleware sends the browser to WeChat's authorise page), and WeChat comes back to the payment
 * page with `?code=&state=`. The code is then stripped from the URL and sent with the order.
 */
import { env } from '@/shared/config/env';
import { matchProductHost } from '@/shared/product-hosts';
import { allowedAbsoluteUrl } from '@/shared/redirect';
import { ROUTES } from '@/domain/routes';

/**
 * The only scope this site asks WeChat for: the silent one, which gives the openid JSAPI needs
 * (docs/integration-notes.md "WeChat JSAPI") and asks the buyer nothing (mocks/wechat-authorize.ts
 * does the same). The page's link carries it, and the /proxy-wx-auth guard sends it whatever
 * scope its link carries (src/app/guards/wechat-authorize.ts), so no link can ask for the buyer's
 * profile in our name.
 */
export const WECHAT_SCOPE = 'snsapi_base';

/**
 * A WeChat app id: `wx` and 16 lowercase hex digits (the form of VITE_WECHAT_APP_ID in
 * .env.example). Anything else is not an app of ours and is never sent on to WeChat.
 */
const WECHAT_APP_ID = /^wx[0-9a-f]{16}$/;

export function isWechatAppId(appid: string): boolean {
  return WECHAT_APP_ID.test(appid);
}

export interface WechatAuthRequest {
  appid: string;
  /** The current payment page URL (absolute). */
  redirectUri: string;
  state: string;
}

export type WechatAuthLink =
  | { ok: true; href: string }
  | {
      ok: false;
      reason: 'missing-appid' | 'appid-refused' | 'missing-redirect-uri' | 'redirect-uri-refused';
    };

/**
 * Where WeChat may send the buyer back after authorising (the one rule of the page's link and the
 * /proxy-wx-auth guard): a URL that passes every redirect's allowlist (src/shared/redirect.ts:
 * https, default port, no userinfo, plain DNS host) on one of the pages' own hosts, `www.` or `m.`
 * and their `-dev`/`-test`/`-pre`/`-localtest` variants (src/shared/product-hosts.ts). Not the
 * apex nor any other subdomain: the code WeChat appends (docs/integration-notes.md "WeChat JSAPI")
 * goes to whatever serves that URL, and only these hosts serve the payment page. https on the
 * `-localtest` hosts too: they are served with TLS (docs/decisions/0002-nginx-and-headers.md).
 * `ownOrigin` is given by mock builds only: they are served wherever QA puts them
 * (`http://127.0.0.1:5173`, a LAN address), and their stand-in authorise page comes back to that
 * same origin (mocks/README.md).
 */
export function wechatRedirectTarget(
  redirectUri: string,
  siteDomain: string,
  ownOrigin?: string,
): string | null {
  const allowed = allowedAbsoluteUrl(redirectUri, siteDomain);
  const onSite =
    allowed && matchProductHost(new URL(allowed).hostname, siteDomain) ? allowed : null;
  if (onSite || !ownOrigin) return onSite;
  try {
    const url = new URL(redirectUri);
    return url.origin === ownOrigin ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin a mock build is served from (wechatRedirectTarget's `ownOrigin`); none elsewhere. */
export function mockBuildOrigin(): string | undefined {
  return env.apiMock ? window.location.origin : undefined;
}

/**
 * `/proxy-wx-auth?appid&redirect_uri&scope=snsapi_base&state`. The same checks as the proxy guard
 * run here first (missing parameters, the app id's form, redirect_uri on the product's own hosts),
 * so the page never sends the visitor into a link the guard would refuse.
 */
export function wechatAuthLink(
  request: WechatAuthRequest,
  siteDomain: string,
  ownOrigin?: string,
): WechatAuthLink {
  if (!request.appid) return { ok: false, reason: 'missing-appid' };
  if (!isWechatAppId(request.appid)) return { ok: false, reason: 'appid-refused' };
  if (!request.redirectUri) return { ok: false, reason: 'missing-redirect-uri' };
  const redirectUri = wechatRedirectTarget(request.redirectUri, siteDomain, ownOrigin);
  if (!redirectUri) return { ok: false, reason: 'redirect-uri-refused' };
  const query = new URLSearchParams({
    appid: request.appid,
    redirect_uri: redirectUri,
    scope: WECHAT_SCOPE,
    state: request.state,
  });
  return { ok: true, href: `${ROUTES.proxyWxAuth.path}?${query.toString()}` };
}

/** The `code` and `state` WeChat appended, if any. */
export function readAuthCode(search: string): { code: string; state: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code) return null;
  return { code, state: params.get('state') ?? '' };
}

/** The search string without WeChat's `code` and `state` (keeps everything else, in order). */
export function stripAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('state');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** WeChat accepts a-zA-Z0-9 up to 128 bytes for `state`. */
export function randomState(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** WeixinJSBridge as the WeChat in-app browser injects it. */
interface WeixinJSBridge {
  invoke: (
    api: 'getBrandWCPayRequest',
    params: Record<string, string>,
    callback: (result: { err_msg?: string }) => void,
  ) => void;
}

export type JsapiResult = 'ok' | 'cancel' | 'fail' | 'no-bridge';

/**
 * Opens WeChat's pay sheet. The callback is only a hint (docs/integration-notes.md §3: "前端回调并不保证它绝对
 * 可靠"); the order state decides. Without the bridge (not in WeChat) it answers 'no-bridge' after
 * waiting briefly for WeixinJSBridgeReady.
 */
export function invokeWechatPay(
  params: Record<string, string>,
  win: Window & { WeixinJSBridge?: WeixinJSBridge } = window,
  waitMs = 3000,
): Promise<JsapiResult> {
  return new Promise((resolve) => {
    const call = (bridge: WeixinJSBridge) =>
      bridge.invoke('getBrandWCPayRequest', params, (result) => {
        const message = result?.err_msg ?? '';
        resolve(message.endsWith(':ok') ? 'ok' : message.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    if (win.WeixinJSBridge) {
      call(win.WeixinJSBridge);
      return;
    }
    const onReady = () => {
      clearTimeout(timer);
      if (win.WeixinJSBridge) call(win.WeixinJSBridge);
      else resolve('no-bridge');
    };
    const timer = setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve('no-bridge');
    }, waitMs);
    win.document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}
