import { describe, expect, it, vi } from 'vitest';
import vectors from '../../vectors/open-redirect.json';
import { createPayAuthProxyGuard } from '@/app/guards/pay-auth-proxy';
import {
  invokeWechatPay,
  randomState,
  readAuthCode,
  stripAuthParams,
  wechatAuthLink,
  wechatRedirectTarget,
} from '@/features/payment/model/wechat-auth';

const DOMAIN = 'example-retouch.cn';
const APPID = 'wx0123456789abcdef';

/**
 * The vectors every absolute redirect's allowlist takes (tests/unit/shared/redirect.test.ts) on a
 * host that is none of the pages' own (src/shared/product-hosts.ts): WeChat's redirect_uri is
 * refused there (src/features/payment/model/wechat-auth.ts `wechatRedirectTarget`).
 */
const NOT_A_PAGE_HOST = [
  'https://example-retouch.cn/',
  'https://a.b.c.example-retouch.cn/',
  'https://evil.com%2e.example-retouch.cn',
];

describe('JSAPI authorisation link: redirect_uri allowlist (every vector of open-redirect.json)', () => {
  const guard = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError: () => undefined });

  it('the vectors refused only as no page host are all allowed by the shared allowlist', () => {
    for (const uri of NOT_A_PAGE_HOST)
      expect(vectors.vectors.find((v) => v.uri === uri)?.allowed, uri).toBe(true);
  });

  it.each(
    vectors.vectors.map((v) => [v.uri, v.allowed && !NOT_A_PAGE_HOST.includes(v.uri)] as const),
  )('%j → allowed=%s', async (uri, allowed) => {
    const link = wechatAuthLink({ appid: APPID, redirectUri: uri, state: 'S1' }, DOMAIN);
    expect(link.ok).toBe(allowed);
    if (!link.ok) {
      expect(link.reason).toBe('redirect-uri-refused');
      return;
    }
    // The page's link goes through our /proxy-wx-auth guard, which forwards the parsed href.
    const url = new URL(link.href, 'https://www.example-retouch.cn');
    expect(url.pathname).toBe('/proxy-wx-auth');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    const outcome = await guard({
      url,
      matchedPatterns: ['/', 'proxy-wx-auth'],
      routeMiddleware: ['payAuthProxy'],
      requiresLogin: false,
    });
    expect(outcome.kind).toBe('document');
    const href = (outcome as { href: string }).href;
    expect(
      href.startsWith(
        `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APPID}&redirect_uri=`,
      ),
    ).toBe(true);
    expect(href).toContain('&response_type=code&scope=snsapi_base&state=S1#wechat_redirect');
    const forwarded = new URL(href.replace('#wechat_redirect', '')).searchParams.get(
      'redirect_uri',
    );
    expect(forwarded).toBe(new URL(uri).href);
  });

  it('missing appid or redirect_uri is refused before leaving the page', () => {
    expect(
      wechatAuthLink(
        { appid: '', redirectUri: 'https://www.example-retouch.cn/payment', state: 's' },
        DOMAIN,
      ),
    ).toEqual({
      ok: false,
      reason: 'missing-appid',
    });
    expect(wechatAuthLink({ appid: APPID, redirectUri: '', state: 's' }, DOMAIN)).toEqual({
      ok: false,
      reason: 'missing-redirect-uri',
    });
  });

  it("the page's link refuses an appid not of WeChat's form, as the proxy would", () => {
    const redirectUri = 'https://m.example-retouch.cn/payment';
    for (const appid of ['wx1', 'wx0123456789ABCDEF', 'wx0123456789abcdef0', ' wx0123456789abcdef'])
      expect(wechatAuthLink({ appid, redirectUri, state: 's' }, DOMAIN), appid).toEqual({
        ok: false,
        reason: 'appid-refused',
      });
    expect(
      wechatAuthLink({ appid: 'wx0000000000000000', redirectUri, state: 's' }, DOMAIN).ok,
    ).toBe(true);
  });

  it("the page's link takes the pages' own hosts only, https", () => {
    const link = (redirectUri: string) =>
      wechatAuthLink({ appid: APPID, redirectUri, state: 's' }, DOMAIN).ok;
    for (const host of ['www', 'm', 'www-dev', 'm-test', 'www-pre', 'm-localtest'])
      expect(link(`https://${host}.${DOMAIN}/payment`), host).toBe(true);
    for (const uri of [
      `https://${DOMAIN}/payment`,
      `https://evil.${DOMAIN}/payment`,
      `https://wwwx.${DOMAIN}/payment`,
      `https://www.${DOMAIN}@evil.com/payment`,
      `https://evil.com\\@m.${DOMAIN}/payment`,
      `http://m.${DOMAIN}/payment`,
      `http://m-localtest.${DOMAIN}/payment`,
    ])
      expect(link(uri), uri).toBe(false);
  });

  it('the proxy logs and refuses a link without scope, appid or redirect_uri', async () => {
    const logError = vi.fn();
    const proxy = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError });
    for (const q of [
      `appid=${APPID}&redirect_uri=https%3A%2F%2Fwww.example-retouch.cn%2Fpayment`,
      'redirect_uri=x&scope=snsapi_base',
      `appid=${APPID}&scope=snsapi_base`,
    ]) {
      const outcome = await proxy({
        url: new URL(`https://www.example-retouch.cn/proxy-wx-auth?${q}`),
        matchedPatterns: [],
        routeMiddleware: ['payAuthProxy'],
        requiresLogin: false,
      });
      expect(outcome.kind).toBe('notFound');
    }
    expect(logError).toHaveBeenCalledTimes(3);
  });
});

describe('WeChat code on return', () => {
  it('reads code and state, and strips only them from the URL', () => {
    const search = '?t=piece&code=0a1B2c&state=XYZ&__subscription__=1';
    expect(readAuthCode(search)).toEqual({ code: '0a1B2c', state: 'XYZ' });
    expect(stripAuthParams(search)).toBe('?t=piece&__subscription__=1');
    expect(stripAuthParams('?code=1&state=2')).toBe('');
    expect(readAuthCode('?t=piece')).toBeNull();
  });

  it('state is WeChat-safe (a-zA-Z0-9, ≤ 128)', () => {
    const state = randomState();
    expect(state).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomState()).not.toBe(state);
  });
});

describe('invokeWechatPay', () => {
  it('maps the bridge answers; without a bridge it reports no-bridge', async () => {
    const win = (msg: string) =>
      ({
        WeixinJSBridge: {
          invoke: (_api: string, _p: unknown, cb: (r: { err_msg: string }) => void) =>
            cb({ err_msg: msg }),
        },
        document,
      }) as unknown as Window;
    await expect(invokeWechatPay({}, win('get_brand_wcpay_request:ok'))).resolves.toBe('ok');
    await expect(invokeWechatPay({}, win('get_brand_wcpay_request:cancel'))).resolves.toBe(
      'cancel',
    );
    await expect(invokeWechatPay({}, win('get_brand_wcpay_request:fail'))).resolves.toBe('fail');
    await expect(invokeWechatPay({}, { document } as unknown as Window, 10)).resolves.toBe(
      'no-bridge',
    );
  });
});

describe('a mock build served on its own origin (mocks/README.md "WeChat Pay inside WeChat")', () => {
  const OWN = 'http://127.0.0.1:5173';

  it('takes a redirect_uri on exactly its own origin, and still every one on the domain', () => {
    expect(wechatRedirectTarget(`${OWN}/payment?t=piece`, DOMAIN, OWN)).toBe(
      `${OWN}/payment?t=piece`,
    );
    expect(wechatRedirectTarget('https://www.example-retouch.cn/payment', DOMAIN, OWN)).toBe(
      'https://www.example-retouch.cn/payment',
    );
    for (const other of [
      'http://127.0.0.1:5174/payment',
      'https://127.0.0.1:5173/payment',
      'http://localhost:5173/payment',
      'https://evil.com/payment',
      'not a url',
    ])
      expect(wechatRedirectTarget(other, DOMAIN, OWN)).toBeNull();
  });

  it("without its own origin (every production build) the page's origin is refused", () => {
    expect(wechatRedirectTarget(`${OWN}/payment`, DOMAIN)).toBeNull();
    expect(
      wechatAuthLink({ appid: APPID, redirectUri: `${OWN}/payment`, state: 'S1' }, DOMAIN),
    ).toEqual({ ok: false, reason: 'redirect-uri-refused' });
  });

  it('the page and the proxy guard send the browser to the stand-in authorise page', async () => {
    const link = wechatAuthLink(
      { appid: APPID, redirectUri: `${OWN}/payment?t=piece`, state: 'S1' },
      DOMAIN,
      OWN,
    );
    expect(link.ok).toBe(true);
    const guard = createPayAuthProxyGuard({
      siteDomain: DOMAIN,
      logError: () => undefined,
      authorizeUrl: '/__mock__/wechat-authorize',
      ownOrigin: OWN,
    });
    const outcome = await guard({
      url: new URL((link as { href: string }).href, OWN),
      matchedPatterns: ['/', 'proxy-wx-auth'],
      routeMiddleware: ['payAuthProxy'],
      requiresLogin: false,
    });
    expect(outcome).toEqual({
      kind: 'document',
      href:
        `/__mock__/wechat-authorize?appid=${APPID}&redirect_uri=` +
        encodeURIComponent(`${OWN}/payment?t=piece`) +
        '&response_type=code&scope=snsapi_base&state=S1#wechat_redirect',
    });
  });
});
