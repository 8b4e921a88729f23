import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';
import { createHostRedirectGuard, hostRedirectTarget } from '@/app/guards/host-redirect';
import { createPageStayGuard } from '@/app/guards/page-stay';
import { createSourceCaptureGuard } from '@/app/guards/source-capture';
import { createPayAuthProxyGuard } from '@/app/guards/pay-auth-proxy';
import { createRouteRulesGuard } from '@/app/guards/route-rules';
import { runGuards } from '@/app/guards/chain';
import type { Guard, GuardInput } from '@/app/guards/types';
import uaVectors from '../../vectors/user-agents.json';

const DOMAIN = 'example-retouch.cn';
const input = (href: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  url: new URL(href, 'https://www.example-retouch.cn'),
  matchedPatterns: ['/', ''],
  routeMiddleware: [],
  requiresLogin: false,
  ...extra,
});
/** The guard input the app builds for `href` from the real route table (its `requiresLogin` marks). */
const routed = (href: string) => {
  const url = new URL(href, 'https://www.example-retouch.cn');
  return toGuardInput(url, matchRoutes(routes, url.pathname) ?? []);
};
const IPHONE = uaVectors.vectors.find((v) => v.category === 'ios-safari')!.ua;
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('login-required guard', () => {
  // The transitions: tests/unit/app/login-guard.test.ts.
  it('reads who may enter from the route table: the profile and workbench layouts need login', () => {
    for (const path of [
      '/profile',
      '/profile/',
      '/profile/packages',
      '/profile/nope',
      '/workbench',
      '/workbench/a/b',
    ])
      expect(routed(path).requiresLogin, path).toBe(true);
    for (const path of ['/', '/download', '/payment', '/payment/success', '/login', '/profiles'])
      expect(routed(path).requiresLogin, path).toBe(false);
  });
});

describe('host redirect guard (same vectors as nginx.conf)', () => {
  it.each(uaVectors.vectors.map((v) => [v.category, v.mobile, v.ua] as const))(
    '%s',
    (_c, mobile, ua) => {
      const fromWww = hostRedirectTarget('https://www.example-retouch.cn/download?x=1', ua, DOMAIN);
      const fromM = hostRedirectTarget('https://m.example-retouch.cn/download?x=1', ua, DOMAIN);
      expect(fromWww).toBe(mobile ? 'https://m.example-retouch.cn/download?x=1' : null);
      expect(fromM).toBe(mobile ? null : 'https://www.example-retouch.cn/download?x=1');
    },
  );

  it('keeps the environment suffix, strips a leading host in the path', () => {
    expect(
      hostRedirectTarget(
        'https://www-localtest.example-retouch.cn/m.example-retouch.cn/guide',
        IPHONE,
        DOMAIN,
      ),
    ).toBe('https://m-localtest.example-retouch.cn/guide');
    expect(hostRedirectTarget('https://m-pre.example-retouch.cn/', DESKTOP, DOMAIN)).toBe(
      'https://www-pre.example-retouch.cn/',
    );
  });

  it('skips IPs, localhost and other hosts, and honours the site_pref override', () => {
    expect(hostRedirectTarget('http://127.0.0.1:5173/', IPHONE, DOMAIN)).toBeNull();
    expect(hostRedirectTarget('http://localhost/', IPHONE, DOMAIN)).toBeNull();
    expect(
      hostRedirectTarget('https://www.example-retouch.cn.evil.com/', IPHONE, DOMAIN),
    ).toBeNull();
    expect(hostRedirectTarget('https://www.example-retouch.cn/', IPHONE, DOMAIN, 'pc')).toBeNull();
  });

  it('answers a document navigation', async () => {
    const guard = createHostRedirectGuard({ siteDomain: DOMAIN, userAgent: () => IPHONE });
    expect(await guard(input('https://www.example-retouch.cn/help'))).toEqual({
      kind: 'document',
      href: 'https://m.example-retouch.cn/help',
    });
  });
});

describe('page stay guard', () => {
  it('reports the previous page when the path changes', () => {
    let now = 1000;
    const report = vi.fn();
    const guard = createPageStayGuard(report, () => now);
    void guard(input('/a'));
    now = 5000;
    void guard(input('/a?x=1'));
    expect(report).not.toHaveBeenCalled();
    now = 9000;
    void guard(input('/b'));
    expect(report).toHaveBeenCalledWith({ path: '/a', durationMs: 8000 });
  });
});

describe('source capture guard', () => {
  it('captures _uuid and sId as a touch and looks up uuid', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const guard = createSourceCaptureGuard({ captureSource, lookupSourceByUuid });
    void guard(input('/?_uuid=u1&sId=7&uuid=abc'));
    expect(captureSource).toHaveBeenCalledWith({ uuid: 'u1', sId: '7', lookupUuid: 'abc' });
    expect(lookupSourceByUuid).toHaveBeenCalledWith('abc');
  });

  it('looks up the campaign _uuid when no uuid is given', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const guard = createSourceCaptureGuard({ captureSource, lookupSourceByUuid });
    void guard(input('/?_uuid=u1'));
    expect(captureSource).toHaveBeenCalledWith({ uuid: 'u1', lookupUuid: 'u1' });
    expect(lookupSourceByUuid).toHaveBeenCalledWith('u1');
  });

  it('a link without _uuid or sId is no touch; empty values are none', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const guard = createSourceCaptureGuard({ captureSource, lookupSourceByUuid });
    void guard(input('/?uuid=&sId=&_uuid='));
    void guard(input('/download'));
    expect(captureSource).not.toHaveBeenCalled();
    expect(lookupSourceByUuid).not.toHaveBeenCalled();
  });
});

describe('payment-auth proxy guard', () => {
  const logError = vi.fn();
  const guard = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError });
  const proxy = (q: string) => input(`/proxy-wx-auth?${q}`, { routeMiddleware: ['payAuthProxy'] });

  it('goes to the WeChat authorise page with the parameters in WeChat order', async () => {
    const redirectUri = encodeURIComponent('https://m.example-retouch.cn/payment?x=1');
    expect(
      await guard(proxy(`appid=wx1&redirect_uri=${redirectUri}&scope=snsapi_base&state=s1`)),
    ).toEqual({
      kind: 'document',
      href:
        'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=' +
        encodeURIComponent('https://m.example-retouch.cn/payment?x=1') +
        '&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
    });
  });

  it('refuses a foreign redirect_uri and logs missing parameters', async () => {
    expect(
      await guard(proxy('appid=wx1&redirect_uri=https%3A%2F%2Fevil.com%2F&scope=snsapi_base')),
    ).toMatchObject({ kind: 'notFound' });
    expect(await guard(proxy('appid=wx1&scope=snsapi_base'))).toMatchObject({ kind: 'notFound' });
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('does nothing on routes without the middleware', async () => {
    expect(await guard(input('/payment?appid=x'))).toEqual({ kind: 'next' });
  });
});

describe('route rules guard', () => {
  const guard = createRouteRulesGuard({ siteDomain: DOMAIN });

  it('follows relative rules as routes, keeping the query', async () => {
    expect(await guard(input('/profile?a=1'))).toEqual({
      kind: 'redirect',
      to: '/profile/packages?a=1',
    });
    expect(await guard(input('/profile/'))).toEqual({ kind: 'redirect', to: '/profile/packages' });
    expect(await guard(input('/profile/device/'))).toEqual({
      kind: 'redirect',
      to: '/profile/device',
    });
  });

  it('follows an absolute rule as a full navigation, only inside the allowlist', async () => {
    const absolute = createRouteRulesGuard({
      siteDomain: DOMAIN,
      rules: [
        { from: '/go', to: 'https://m.example-retouch.cn/x' },
        { from: '/bad', to: 'https://evil.com/' },
      ],
    });
    expect(await absolute(input('/go'))).toEqual({
      kind: 'document',
      href: 'https://m.example-retouch.cn/x',
    });
    expect(await absolute(input('/bad'))).toMatchObject({ kind: 'notFound' });
  });

  it('raises a 404 for the catch-all', async () => {
    expect(await guard(input('/nope', { matchedPatterns: ['/', '', '*'] }))).toEqual({
      kind: 'notFound',
      message: 'Page not found: /nope',
    });
  });

  it('throws on an unknown middleware name', async () => {
    await expect(guard(input('/x', { routeMiddleware: ['nope'] }))).rejects.toThrow(
      'Unknown route middleware',
    );
  });

  it('runs named middleware', async () => {
    const named: Guard = () => ({ kind: 'redirect', to: '/' });
    const withNamed = createRouteRulesGuard({
      siteDomain: DOMAIN,
      namedMiddleware: { payerPhone: named },
    });
    expect(await withNamed(input('/payment/success', { routeMiddleware: ['payerPhone'] }))).toEqual(
      { kind: 'redirect', to: '/' },
    );
  });
});

describe('runGuards', () => {
  it('stops at the first outcome that is not next, in order', async () => {
    const calls: string[] = [];
    const g =
      (name: string, out: 'next' | 'stop'): Guard =>
      () => {
        calls.push(name);
        return out === 'next' ? { kind: 'next' } : { kind: 'redirect', to: `/${name}` };
      };
    expect(await runGuards([g('a', 'next'), g('b', 'stop'), g('c', 'next')], input('/'))).toEqual({
      kind: 'redirect',
      to: '/b',
    });
    expect(calls).toEqual(['a', 'b']);
  });
});
