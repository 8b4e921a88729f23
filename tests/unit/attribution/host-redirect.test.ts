/**
 * The client host redirect against the same cases as the real-nginx suite (tests/nginx/run.mjs
 * "www/m split"): every UA vector on every www/m host with every environment suffix, the hosts
 * that are never split, host normalisation and the leading-host path rule.
 */
import { describe, expect, it } from 'vitest';
import { createHostRedirectGuard, hostRedirectTarget } from '@/app/guards/host-redirect';
import uaVectors from '../../vectors/user-agents.json';

const DOMAIN = 'example-retouch.cn';
const PHONE_UA = uaVectors.vectors.find((v) => v.category === 'ios-safari')!.ua;
const DESKTOP_UA = uaVectors.vectors.find((v) => v.category === 'chrome-mac')!.ua;
const PATH_Q = '/profile/packages?sId=3&q=%E4%B8%AD&r=%2F%2Fevil.com';
const SUFFIXES = ['', '-dev', '-test', '-pre', '-localtest'];

describe('host redirect: every UA vector on every www/m host', () => {
  const cases = SUFFIXES.flatMap((sfx) =>
    ['www', 'm'].flatMap((kind) =>
      uaVectors.vectors.map(
        (v) => [`${kind}${sfx}.${DOMAIN}`, v.category, v.device_class, v.mobile, v.ua] as const,
      ),
    ),
  );

  it('covers the whole vector file', () => {
    expect(uaVectors.vectors.length).toBeGreaterThan(40);
    expect(cases).toHaveLength(uaVectors.vectors.length * 2 * SUFFIXES.length);
  });

  it.each(cases)('%s %s/%s mobile=%s', (host, _category, _deviceClass, mobile, ua) => {
    const [kind, ...rest] = host.split('.')[0]!.split('-');
    const sfx = rest.length ? `-${rest.join('-')}` : '';
    const want = mobile ? 'm' : 'www';
    const target = hostRedirectTarget(`https://${host}${PATH_Q}`, ua, DOMAIN);
    if (kind === want) {
      expect(target).toBeNull();
      return;
    }
    expect(target).toBe(`https://${want}${sfx}.${DOMAIN}${PATH_Q}`);
    // No loop: the target host with the same UA stays.
    expect(hostRedirectTarget(target!, ua, DOMAIN)).toBeNull();
  });
});

describe('host redirect: hosts that are never split', () => {
  const hosts = [
    '127.0.0.1',
    '127.0.0.1:4173',
    'localhost',
    'localhost:5173',
    '10.1.2.3',
    '[::1]',
    `www.${DOMAIN}.evil.com`,
    `m.${DOMAIN}.evil.com`,
    'evil.com',
    `xwww.${DOMAIN}`,
    `www.${DOMAIN}x`,
    `www-prod.${DOMAIN}`,
    `www.test.${DOMAIN}`,
    `api.${DOMAIN}`,
    DOMAIN,
    'wwwexample-retouch.cn',
  ];
  it.each(hosts)('%s (phone and desktop)', (host) => {
    for (const ua of [PHONE_UA, DESKTOP_UA]) {
      expect(hostRedirectTarget(`http://${host}/profile/packages?x=1`, ua, DOMAIN)).toBeNull();
    }
  });
});

describe('host redirect: normalisation, paths and the site_pref cookie', () => {
  it.each([
    ['WWW.Example-Retouch.CN', `https://m.${DOMAIN}/`],
    [`www.${DOMAIN}:8080`, `https://m.${DOMAIN}/`],
    [`www.${DOMAIN}.`, `https://m.${DOMAIN}/`],
  ])('host "%s" is normalised before the split', (host, want) => {
    expect(hostRedirectTarget(`https://${host}/`, PHONE_UA, DOMAIN)).toBe(want);
  });

  it.each([
    [`www.${DOMAIN}`, PHONE_UA, `/m.${DOMAIN}/profile?x=1`, `https://m.${DOMAIN}/profile?x=1`],
    [`www.${DOMAIN}`, PHONE_UA, `/www.${DOMAIN}/n/2`, `https://m.${DOMAIN}/n/2`],
    [`m-test.${DOMAIN}`, DESKTOP_UA, `/M-TEST.${DOMAIN}/`, `https://www-test.${DOMAIN}/`],
    [
      `www-localtest.${DOMAIN}`,
      PHONE_UA,
      `/m-localtest.${DOMAIN}/guide`,
      `https://m-localtest.${DOMAIN}/guide`,
    ],
    [`www.${DOMAIN}`, PHONE_UA, `/m.${DOMAIN}//evil.com/x`, `https://m.${DOMAIN}//evil.com/x`],
    [`www.${DOMAIN}`, PHONE_UA, '/m.other.cn/profile', `https://m.${DOMAIN}/m.other.cn/profile`],
    [
      `www.${DOMAIN}`,
      PHONE_UA,
      '/n/%E4%B8%AD?a=%2F&b=1',
      `https://m.${DOMAIN}/n/%E4%B8%AD?a=%2F&b=1`,
    ],
    [
      `www.${DOMAIN}`,
      PHONE_UA,
      '/n/1?next=https://evil.com/',
      `https://m.${DOMAIN}/n/1?next=https://evil.com/`,
    ],
  ])('on %s: %s → %s', (host, ua, path, want) => {
    expect(hostRedirectTarget(`https://${host}${path}`, ua, DOMAIN)).toBe(want);
  });

  it.each([
    ['www', PHONE_UA, 'pc', null],
    ['www', DESKTOP_UA, 'm', `https://m.${DOMAIN}/n/1`],
    ['m', DESKTOP_UA, 'm', null],
    ['m', PHONE_UA, 'pc', `https://www.${DOMAIN}/n/1`],
    ['m-test', PHONE_UA, 'pc', `https://www-test.${DOMAIN}/n/1`],
    ['www', PHONE_UA, 'PC', `https://m.${DOMAIN}/n/1`],
    ['www', PHONE_UA, 'desktop', `https://m.${DOMAIN}/n/1`],
  ])('site_pref: %s, pref %s', (kind, ua, pref, want) => {
    expect(hostRedirectTarget(`https://${kind}.${DOMAIN}/n/1`, ua, DOMAIN, pref)).toBe(want);
  });

  it('is a document navigation in the guard chain', async () => {
    const guard = createHostRedirectGuard({ siteDomain: DOMAIN, userAgent: () => DESKTOP_UA });
    const outcome = await guard({
      url: new URL(`https://m-pre.${DOMAIN}/help?a=1#top`),
      matchedPatterns: [],
      routeMiddleware: [],
      requiresLogin: false,
    });
    expect(outcome).toEqual({ kind: 'document', href: `https://www-pre.${DOMAIN}/help?a=1#top` });
  });
});
