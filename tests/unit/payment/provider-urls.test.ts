import { describe, expect, it, vi } from 'vitest';
import { followablePayUrl } from '@/features/payment/model/provider-urls';
import { parseAllowEntry as parseProviderEntry } from '@/shared/url-allowlist';

const ORIGIN = 'https://www.example-retouch.cn';
const NONE: readonly string[] = [];

describe('followablePayUrl: the providers’ own hosts', () => {
  it.each([
    'https://openapi.alipay.com/gateway.do?charset=utf-8&method=alipay.trade.page.pay&sign=abc',
    'https://mapi.alipay.com/gateway.do?service=alipay.wap.create.direct.pay.by.user',
    'https://excashier.alipay.com/standard/auth.htm?payOrderId=1',
    'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2',
    'https://gateway.95516.com/gateway/api/frontTransReq.do',
    'HTTPS://OPENAPI.ALIPAY.COM:443/gateway.do',
  ])('%s is followed', (url) => {
    expect(followablePayUrl(url, ORIGIN, NONE)).toBe(new URL(url).href);
  });

  it('returns the parsed href, not the raw input', () => {
    expect(followablePayUrl('HTTPS://OpenAPI.Alipay.com/gateway.do', ORIGIN, NONE)).toBe(
      'https://openapi.alipay.com/gateway.do',
    );
    // The browser decodes the host the same way, so this one is the real gateway.
    expect(followablePayUrl('https://openapi%2ealipay.com/gateway.do', ORIGIN, NONE)).toBe(
      'https://openapi.alipay.com/gateway.do',
    );
  });

  it.each([
    ['http on a provider host', 'http://openapi.alipay.com/gateway.do'],
    ['http for WeChat H5', 'http://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb'],
    ['another port', 'https://openapi.alipay.com:8443/gateway.do'],
    ['look-alike suffix', 'https://alipay.com.evil.cn/gateway.do'],
    ['look-alike prefix', 'https://evilalipay.com/gateway.do'],
    ['look-alike label', 'https://openapi-alipay.com/gateway.do'],
    ['the bare parent domain', 'https://alipay.com/'],
    ['another tenpay host', 'https://pay.tenpay.com/x'],
    ['look-alike tenpay', 'https://wx.tenpay.com.evil.cn/x'],
    ['another 95516 host', 'https://evil.95516.com.cn/x'],
    ['userinfo', 'https://user:pw@openapi.alipay.com/gateway.do'],
    ['userinfo naming a provider', 'https://openapi.alipay.com@evil.cn/gateway.do'],
    ['a backslash trick', 'https://evil.cn\\@openapi.alipay.com/'],
    ['a control character', 'https://openapi.alipay.com/\ngateway.do'],
    ['a trailing-dot host', 'https://openapi.alipay.com./gateway.do'],
    ['a percent-escaped look-alike host', 'https://openapi.alipay.com%2eevil.cn/gateway.do'],
    ['javascript:', 'javascript:alert(1)//openapi.alipay.com'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/payment/success'],
    ['a protocol-relative URL', '//openapi.alipay.com/gateway.do'],
    ['our own origin, when not configured', `${ORIGIN}/payment/success?out_trade_no=1`],
    ['an unrelated https site', 'https://evil.example/'],
    ['nothing', undefined],
    ['empty', ''],
  ])('%s is refused (%s)', (_why, url) => {
    expect(followablePayUrl(url, ORIGIN, NONE)).toBeNull();
  });
});

describe('followablePayUrl: entries a build adds (VITE_PAY_PROVIDER_HOSTS)', () => {
  it('a sandbox host: https only, exact host', () => {
    const extra = ['openapi-sandbox.dl.alipaydev.com'];
    const url = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do?x=1';
    expect(followablePayUrl(url, ORIGIN, NONE)).toBeNull();
    expect(followablePayUrl(url, ORIGIN, extra)).toBe(url);
    expect(followablePayUrl('http://openapi-sandbox.dl.alipaydev.com/x', ORIGIN, extra)).toBeNull();
    expect(
      followablePayUrl('https://x.openapi-sandbox.dl.alipaydev.com/', ORIGIN, extra),
    ).toBeNull();
  });

  it('`*.host`: its subdomains over https', () => {
    const extra = ['*.alipaydev.com'];
    expect(followablePayUrl('https://openapi.alipaydev.com/g', ORIGIN, extra)).not.toBeNull();
    expect(followablePayUrl('https://alipaydev.com.evil.cn/g', ORIGIN, extra)).toBeNull();
    expect(followablePayUrl('https://evilalipaydev.com/g', ORIGIN, extra)).toBeNull();
  });

  it('an origin: exactly that origin, http allowed when configured so', () => {
    const extra = ['http://127.0.0.1:9000'];
    expect(followablePayUrl('http://127.0.0.1:9000/pay?id=1', ORIGIN, extra)).toBe(
      'http://127.0.0.1:9000/pay?id=1',
    );
    expect(followablePayUrl('http://127.0.0.1:9001/pay', ORIGIN, extra)).toBeNull();
    expect(followablePayUrl('https://127.0.0.1:9000/pay', ORIGIN, extra)).toBeNull();
  });

  it('an origin-relative path: that page on the current origin only (the mock build)', () => {
    const extra = ['/payment/success'];
    const origin = 'http://127.0.0.1:4373';
    expect(followablePayUrl(`${origin}/payment/success?out_trade_no=CR1`, origin, extra)).toBe(
      `${origin}/payment/success?out_trade_no=CR1`,
    );
    expect(followablePayUrl(`${origin}/payment/successor`, origin, extra)).toBeNull();
    expect(followablePayUrl(`${origin}/profile`, origin, extra)).toBeNull();
    expect(followablePayUrl('http://evil.example/payment/success', origin, extra)).toBeNull();
    // Dot segments are resolved before the path is compared.
    expect(followablePayUrl(`${origin}/payment/success/../../evil`, origin, extra)).toBeNull();
  });

  it('invalid entries are ignored (and reported), the valid ones still apply', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const extra = ['*', '*.com', 'https://x.example/path', '//evil.com', 'ok.example.com'];
    expect(followablePayUrl('https://evil.com/', ORIGIN, extra)).toBeNull();
    expect(followablePayUrl('https://x.example/path', ORIGIN, extra)).toBeNull();
    expect(followablePayUrl('https://ok.example.com/', ORIGIN, extra)).toBe(
      'https://ok.example.com/',
    );
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it.each([
    [
      'openapi-sandbox.dl.alipaydev.com',
      { kind: 'host', host: 'openapi-sandbox.dl.alipaydev.com' },
    ],
    ['*.95516.com', { kind: 'subdomain', parent: '95516.com' }],
    ['https://sandbox.example:8443/', { kind: 'origin', origin: 'https://sandbox.example:8443' }],
    ['/payment/success/', { kind: 'path', path: '/payment/success' }],
    ['localhost', null],
    ['*.com', null],
    ['ftp://x.example', null],
    ['https://u@x.example', null],
    ['/a/../b', null],
    ['/.//evil.com', null],
    ['/p?q=1', null],
    ['evil.com/path', null],
  ])('parseProviderEntry(%j)', (entry, rule) => {
    expect(parseProviderEntry(entry)).toEqual(rule);
  });
});

describe('followablePayUrl reads VITE_PAY_PROVIDER_HOSTS from the build env', () => {
  it('the env list extends the built-in hosts', async () => {
    vi.stubEnv('VITE_PAY_PROVIDER_HOSTS', ' openapi-sandbox.dl.alipaydev.com , /payment/success ');
    vi.resetModules();
    const fresh = await import('@/features/payment/model/provider-urls');
    const origin = 'http://127.0.0.1:4173';
    expect(fresh.followablePayUrl('https://openapi-sandbox.dl.alipaydev.com/g', origin)).toBe(
      'https://openapi-sandbox.dl.alipaydev.com/g',
    );
    expect(
      fresh.followablePayUrl(`${origin}/payment/success?out_trade_no=1`, origin),
    ).not.toBeNull();
    expect(fresh.followablePayUrl('https://openapi.alipay.com/gateway.do', origin)).not.toBeNull();
    expect(fresh.followablePayUrl('https://evil.example/', origin)).toBeNull();
  });

  it('without it, only the providers’ hosts', async () => {
    vi.stubEnv('VITE_PAY_PROVIDER_HOSTS', '');
    vi.resetModules();
    const fresh = await import('@/features/payment/model/provider-urls');
    const origin = 'http://127.0.0.1:4173';
    expect(fresh.followablePayUrl(`${origin}/payment/success`, origin)).toBeNull();
    expect(fresh.followablePayUrl('https://wx.tenpay.com/cgi-bin/x', origin)).not.toBeNull();
  });
});
