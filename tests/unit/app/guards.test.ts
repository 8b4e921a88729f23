import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';
import { createHostRedirectGuard, hostRedirectTarget } from '@/app/guards/host-redirect';
import { createPageStayWatch } from '@/app/navigation-watch/page-stay';
import { createSourceCapture } from '@/app/navigation-watch/source-capture';
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
    const watch = createPageStayWatch(report, () => now);
    watch(input('/a'));
    now = 5000;
    watch(input('/a?x=1'));
    expect(report).not.toHaveBeenCalled();
    now = 9000;
    watch(input('/b'));
    expect(report).toHaveBeenCalledWith({ path: '/a', durationMs: 8000 });
  });
});

describe('source capture guard', () => {
  it('captures _uuid and sId as a touch and looks up uuid', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const watch = createSourceCapture({ captureSource, lookupSourceByUuid });
    watch(input('/?_uuid=u1&sId=7&uuid=abc'));
    expect(captureSource).toHaveBeenCalledWith({ uuid: 'u1', sId: '7', lookupUuid: 'abc' });
    expect(lookupSourceByUuid).toHaveBeenCalledWith('abc');
  });

  it('looks up the campaign _uuid when no uuid is given', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const watch = createSourceCapture({ captureSource, lookupSourceByUuid });
    watch(input('/?_uuid=u1'));
    expect(captureSource).toHaveBeenCalledWith({ uuid: 'u1', lookupUuid: 'u1' });
    expect(lookupSourceByUuid).toHaveBeenCalledWith('u1');
  });

  it('a link without _uuid or sId is no touch; empty values are none', () => {
    const captureSource = vi.fn();
    const lookupSourceByUuid = vi.fn();
    const watch = createSourceCapture({ captureSource, lookupSourceByUuid });
    watch(input('/?uuid=&sId=&_uuid='));
    watch(input('/download'));
    expect(captureSource).not.toHaveBeenCalled();
    expect(lookupSourceByUuid).not.toHaveBeenCalled();
  });
});

describe('payment-auth proxy guard', () => {
  const logError = vi.fn();
  const guard = createPayAuthProxyGuard({ siteDomain: DOMAIN, logError });
  const proxy = (q: string) => input(`/proxy-wx-auth?${q}`, { routeMiddleware: ['payAuthProxy'] });
  const APPID = 'wx0123456789abcdef';
  const PAGE = encodeURIComponent('https://m.example-retouch.cn/payment?x=1');
  /** The guard's answer for one link, and the query it sends to WeChat when it forwards. */
  const follow = async (q: string) => {
    const outcome = await guard(proxy(q));
    const sent =
      outcome.kind === 'document'
        ? new URL(outcome.href.replace(/#wechat_redirect$/, '')).searchParams
        : null;
    return { outcome, sent };
  };
  beforeEach(() => logError.mockClear());

  it('goes to the WeChat authorise page with the parameters in WeChat order', async () => {
    expect(
      await guard(proxy(`appid=${APPID}&redirect_uri=${PAGE}&scope=snsapi_base&state=s1`)),
    ).toEqual({
      kind: 'document',
      href:
        `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APPID}&redirect_uri=` +
        encodeURIComponent('https://m.example-retouch.cn/payment?x=1') +
        '&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('refuses a foreign redirect_uri and logs missing parameters', async () => {
    expect(
      await guard(proxy(`appid=${APPID}&redirect_uri=https%3A%2F%2Fevil.com%2F&scope=snsapi_base`)),
    ).toMatchObject({ kind: 'notFound' });
    expect(await guard(proxy(`appid=${APPID}&scope=snsapi_base`))).toMatchObject({
      kind: 'notFound',
    });
    expect(logError).toHaveBeenCalledTimes(2);
  });

  describe('scope: always snsapi_base, whatever the link asks', () => {
    it.each([
      'snsapi_base',
      'snsapi_userinfo',
      'snsapi_login',
      'SNSAPI_BASE',
      'snsapi_base,snsapi_userinfo',
      'snsapi_userinfo&scope=snsapi_base',
      'x%26scope%3Dsnsapi_userinfo',
      '%20',
    ])('scope=%s → scope=snsapi_base, once', async (scope) => {
      const { outcome, sent } = await follow(
        `appid=${APPID}&redirect_uri=${PAGE}&scope=${scope}&state=s1`,
      );
      expect(outcome.kind).toBe('document');
      expect(sent!.getAll('scope')).toEqual(['snsapi_base']);
      expect((outcome as { href: string }).href).toContain(
        '&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
      );
    });

    it('a link without scope is still refused as incomplete', async () => {
      expect((await follow(`appid=${APPID}&redirect_uri=${PAGE}`)).outcome).toMatchObject({
        kind: 'notFound',
      });
    });
  });

  describe("appid: WeChat's form only (wx and 16 lowercase hex digits)", () => {
    it.each(['wx0000000000000000', 'wx0123456789abcdef', 'wxffffffffffffffff'])(
      '%s is forwarded as it is',
      async (appid) => {
        const { outcome, sent } = await follow(
          `appid=${appid}&redirect_uri=${PAGE}&scope=snsapi_base`,
        );
        expect(outcome.kind).toBe('document');
        expect(sent!.get('appid')).toBe(appid);
        expect(logError).not.toHaveBeenCalled();
      },
    );

    it.each([
      ['too short', 'wx1'],
      ['15 hex digits', 'wx0123456789abcde'],
      ['17 hex digits', 'wx0123456789abcdef0'],
      ['upper-case hex', 'wx0123456789ABCDEF'],
      ['upper-case prefix', 'WX0123456789abcdef'],
      ['not hex', 'wx0123456789abcdeg'],
      ['no prefix', '0123456789abcdef01'],
      ['another prefix', 'wy0123456789abcdef'],
      ['leading space', '%20wx0123456789abcdef'],
      ['trailing newline', 'wx0123456789abcdef%0A'],
      [
        'a second parameter smuggled in',
        'wx0123456789abcdef%26redirect_uri%3Dhttps%3A%2F%2Fevil.com',
      ],
      ['a fragment', 'wx0123456789abcdef%23x'],
      ['full-width digits', encodeURIComponent('wx０123456789abcdef')],
    ])('%s (%s) → 404, logged, not forwarded', async (_why, appid) => {
      const { outcome } = await follow(`appid=${appid}&redirect_uri=${PAGE}&scope=snsapi_base`);
      expect(outcome).toEqual({ kind: 'notFound', message: 'proxy-wx-auth: appid refused' });
      expect(logError).toHaveBeenCalledWith('[proxy-wx-auth] appid refused', expect.any(String));
    });

    it('the first appid counts: a valid one after a bad one does not help', async () => {
      const { outcome } = await follow(
        `appid=wx1&appid=${APPID}&redirect_uri=${PAGE}&scope=snsapi_base`,
      );
      expect(outcome).toMatchObject({ kind: 'notFound' });
    });
  });

  describe('redirect_uri: https on www / m and their -dev, -test, -pre, -localtest hosts only', () => {
    const hosts = ['', '-dev', '-test', '-pre', '-localtest'].flatMap((sfx) =>
      ['www', 'm'].map((kind) => `${kind}${sfx}.${DOMAIN}`),
    );

    it.each(hosts)('https://%s/… is forwarded (parsed href)', async (host) => {
      const uri = `https://${host}/payment?t=piece&mock=default`;
      const { outcome, sent } = await follow(
        `appid=${APPID}&redirect_uri=${encodeURIComponent(uri)}&scope=snsapi_base`,
      );
      expect(outcome.kind).toBe('document');
      expect(sent!.get('redirect_uri')).toBe(uri);
    });

    it.each([
      ['the apex', `https://${DOMAIN}/payment`],
      ['a sibling subdomain', `https://evil.${DOMAIN}/payment`],
      ['a look-alike of www', `https://wwwx.${DOMAIN}/payment`],
      ['a look-alike of m', `https://mm.${DOMAIN}/payment`],
      ['www under another subdomain', `https://www.evil.${DOMAIN}/payment`],
      ['a subdomain of www', `https://a.www.${DOMAIN}/payment`],
      ['a subdomain of m-test', `https://x.m-test.${DOMAIN}/payment`],
      ['an unknown environment', `https://www-prod.${DOMAIN}/payment`],
      ['two environments', `https://www-dev-test.${DOMAIN}/payment`],
      ['an environment without its dash', `https://wwwdev.${DOMAIN}/payment`],
      ['the API host', `https://api.${DOMAIN}/payment`],
      ['the workbench host', `https://workbench.${DOMAIN}/`],
      ['our host as a label of another domain', `https://www.${DOMAIN}.evil.com/payment`],
      ['our host as userinfo', `https://www.${DOMAIN}@evil.com/payment`],
      ['our host as userinfo with a password', `https://www.${DOMAIN}:x@evil.com/`],
      ['userinfo in front of our host', `https://evil.com@www.${DOMAIN}/payment`],
      ['a backslash ending the authority', `https://evil.com\\@www.${DOMAIN}/payment`],
      ['a backslash for the slashes', `https:\\\\evil.com\\www.${DOMAIN}/`],
      ['http on www', `http://www.${DOMAIN}/payment`],
      ['http on m', `http://m.${DOMAIN}/payment`],
      ['http on -localtest', `http://m-localtest.${DOMAIN}/payment`],
      ['http on -dev', `http://www-dev.${DOMAIN}/payment`],
      ['a port on our host', `https://m.${DOMAIN}:8443/payment`],
      ['a trailing dot', `https://m.${DOMAIN}./payment`],
      ['protocol-relative', `//m.${DOMAIN}/payment`],
      ['a path only', '/payment'],
      ['javascript: with our host', `javascript://m.${DOMAIN}/%0aalert(1)`],
    ])('%s (%s) → 404, logged, not forwarded', async (_why, uri) => {
      const { outcome } = await follow(
        `appid=${APPID}&redirect_uri=${encodeURIComponent(uri)}&scope=snsapi_base`,
      );
      expect(outcome).toEqual({ kind: 'notFound', message: 'proxy-wx-auth: redirect_uri refused' });
      expect(logError).toHaveBeenCalledWith('[proxy-wx-auth] redirect_uri refused', uri);
    });

    // WHATWG reads `\` as `/` in https URLs: these end on our host, and the parsed href is what
    // WeChat gets (src/shared/redirect.ts forwards the href, never the raw input).
    it.each([
      [`https:\\\\m.${DOMAIN}\\payment`, `https://m.${DOMAIN}/payment`],
      [`https:\\\\www.${DOMAIN}\\@evil.com/`, `https://www.${DOMAIN}/@evil.com/`],
    ])('%s is forwarded as %s', async (uri, parsed) => {
      const { sent } = await follow(
        `appid=${APPID}&redirect_uri=${encodeURIComponent(uri)}&scope=snsapi_base`,
      );
      expect(sent!.get('redirect_uri')).toBe(parsed);
    });
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
