import { describe, expect, it, vi } from 'vitest';
import vectors from '../../vectors/open-redirect.json';
import { createPayAuthProxyGuard } from '@/app/guards/pay-auth-proxy';
import {
  invokeWechatPay,
  randomState,
  readAuthCode,
  stripAuthParams,
  wechatAuthLink,
} from '@/features/payment/model/wechat-auth';

const DOMAIN = 'example-retouch.cn';

describe('JSAPI authorisation link: redirect_uri allowlist (every vector of open-redirect.json)', () => {
  const guard = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError: () => undefined });

  it.each(vectors.vectors.map((v) => [v.uri, v.allowed] as const))(
    '%j → allowed=%s',
    async (uri, allowed) => {
      const link = wechatAuthLink({ appid: 'wx1', redirectUri: uri, state: 'S1' }, DOMAIN);
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
          'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=',
        ),
      ).toBe(true);
      expect(href).toContain('&response_type=code&scope=snsapi_base&state=S1#wechat_redirect');
      const forwarded = new URL(href.replace('#wechat_redirect', '')).searchParams.get(
        'redirect_uri',
      );
      expect(forwarded).toBe(new URL(uri).href);
    },
  );

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
    expect(wechatAuthLink({ appid: 'wx1', redirectUri: '', state: 's' }, DOMAIN)).toEqual({
      ok: false,
      reason: 'missing-redirect-uri',
    });
  });

  it('the proxy logs and refuses a link without scope, appid or redirect_uri', async () => {
    const logError = vi.fn();
    const proxy = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError });
    for (const q of [
      'appid=wx1&redirect_uri=https%3A%2F%2Fwww.example-retouch.cn%2Fpayment',
      'redirect_uri=x&scope=snsapi_base',
      'appid=wx1&scope=snsapi_base',
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
