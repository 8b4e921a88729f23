/**
 * The product's own hosts (src/shared/product-hosts.ts), the list both the www/m split and the
 * WeChat authorisation's redirect_uri read: the same hosts as nginx/host-split.conf.
 */
import { describe, expect, it } from 'vitest';
import { matchProductHost, productHostSource } from '@/shared/product-hosts';

const DOMAIN = 'example-retouch.cn';

describe('matchProductHost', () => {
  it.each(
    ['', '-dev', '-test', '-pre', '-localtest'].flatMap((suffix) =>
      (['www', 'm'] as const).map((kind) => [`${kind}${suffix}.${DOMAIN}`, kind, suffix] as const),
    ),
  )('%s is %s with suffix %j', (host, kind, suffix) => {
    expect(matchProductHost(host, DOMAIN)).toEqual({ kind, suffix });
  });

  it('reads any case, and answers in lower case', () => {
    expect(matchProductHost(`M-LocalTest.Example-Retouch.CN`, DOMAIN)).toEqual({
      kind: 'm',
      suffix: '-localtest',
    });
  });

  it.each([
    DOMAIN,
    `evil.${DOMAIN}`,
    `wwwx.${DOMAIN}`,
    `xwww.${DOMAIN}`,
    `mm.${DOMAIN}`,
    `a.www.${DOMAIN}`,
    `www.evil.${DOMAIN}`,
    `www-prod.${DOMAIN}`,
    `www-dev-test.${DOMAIN}`,
    `wwwdev.${DOMAIN}`,
    `www-.${DOMAIN}`,
    `api.${DOMAIN}`,
    `www.${DOMAIN}.`,
    `www.${DOMAIN}.evil.com`,
    `www.${DOMAIN}:443`,
    'www.exampleXretouch.cn',
    'www.example-retouch.com',
    'localhost',
    '127.0.0.1',
    '',
  ])('%j is not a product host', (host) => {
    expect(matchProductHost(host, DOMAIN)).toBeNull();
  });

  it('escapes the domain: its dots match only dots', () => {
    expect(new RegExp(`^${productHostSource(DOMAIN)}$`).test('www.example-retouchXcn')).toBe(false);
  });
});
