import { describe, expect, it } from 'vitest';
import { adOsCode, queryParams, selectAdClick } from '@/features/attribution/ad-click';
import { AD_PLATFORM_ORDER, AD_PLATFORM_QUERY, OsCode } from '@/shared/enums';
import uaVectors from '../../vectors/user-agents.json';

const q = (search: string) => new URLSearchParams(search);

describe('ad platform selection (docs/product-rules.md §5)', () => {
  it('knows the seven platforms and their identifiers in the enum order', () => {
    expect(AD_PLATFORM_ORDER).toEqual([1, 2, 3, 4, 5, 10, 11]);
    expect(AD_PLATFORM_ORDER.map((p) => AD_PLATFORM_QUERY[p])).toEqual([
      'clickid',
      'gdt_vid',
      'track_id',
      'callback',
      'msclkid',
      'bd_vid',
      'qhclickid',
    ]);
  });

  it.each(AD_PLATFORM_ORDER.map((p) => [p, AD_PLATFORM_QUERY[p]] as const))(
    'platform %i alone is found by its identifier %s',
    (platform, name) => {
      expect(selectAdClick(q(`utm_source=x&${name}=id-${platform}`))).toEqual({
        platform,
        id: `id-${platform}`,
      });
    },
  );

  it('none present → null (also for empty identifiers and a lone platform parameter)', () => {
    expect(selectAdClick(q(''))).toBeNull();
    expect(selectAdClick(q('utm_source=baidu&sId=3'))).toBeNull();
    expect(selectAdClick(q('bd_vid=&clickid=%20'))).toBeNull();
    expect(selectAdClick(q('platform=10'))).toBeNull();
  });

  // Every ordered pair: without `platform` the earlier one in the enum wins; with a known
  // `platform` whose identifier is present, that one wins whatever the order.
  const pairs = AD_PLATFORM_ORDER.flatMap((a, i) =>
    AD_PLATFORM_ORDER.slice(i + 1).map((b) => [a, b] as const),
  );
  it.each(pairs)('pair %i/%i: order first, then the platform parameter', (a, b) => {
    const both = `${AD_PLATFORM_QUERY[b]}=B&${AD_PLATFORM_QUERY[a]}=A`;
    expect(selectAdClick(q(both))).toEqual({ platform: a, id: 'A' });
    expect(selectAdClick(q(`${both}&platform=${b}`))).toEqual({ platform: b, id: 'B' });
    expect(selectAdClick(q(`platform=${a}&${both}`))).toEqual({ platform: a, id: 'A' });
  });

  it('falls back to the order when the platform parameter is unknown, malformed or lacks its identifier', () => {
    const both = 'qhclickid=Q&bd_vid=B';
    expect(selectAdClick(q(`${both}&platform=6`))).toEqual({ platform: 10, id: 'B' });
    expect(selectAdClick(q(`${both}&platform=99`))).toEqual({ platform: 10, id: 'B' });
    expect(selectAdClick(q(`${both}&platform=baidu`))).toEqual({ platform: 10, id: 'B' });
    expect(selectAdClick(q(`${both}&platform=10.5`))).toEqual({ platform: 10, id: 'B' });
    expect(selectAdClick(q(`${both}&platform=`))).toEqual({ platform: 10, id: 'B' });
    // platform 1 is known but clickid is missing: the first present in order wins.
    expect(selectAdClick(q(`${both}&platform=1`))).toEqual({ platform: 10, id: 'B' });
    expect(selectAdClick(q(`${both}&platform=11`))).toEqual({ platform: 11, id: 'Q' });
  });

  it('trims identifiers and keeps their characters', () => {
    expect(selectAdClick(q('gdt_vid=%20wx0abc_DEF-1%20'))).toEqual({
      platform: 2,
      id: 'wx0abc_DEF-1',
    });
    expect(
      selectAdClick(q('callback=' + encodeURIComponent('https://ad.toutiao.com/cb?x=1'))),
    ).toEqual({
      platform: 4,
      id: 'https://ad.toutiao.com/cb?x=1',
    });
  });

  it('ad_params carries every query parameter (first value of a repeated one)', () => {
    expect(queryParams(q('bd_vid=abc&utm_source=baidu&a=1&a=2&empty='))).toEqual({
      bd_vid: 'abc',
      utm_source: 'baidu',
      a: '1',
      empty: '',
    });
  });
});

describe('OS code of the ad report from real user agents', () => {
  // Written per vector category (not from the UA), so the rule under test is not restated here.
  const IOS = /^(ios-|ipad$)|-ios$/;
  const ANDROID =
    /^(android-|wechat-android|wechat-miniprogram$|qqbrowser-android$|uc-android$|quark-android$|miui-browser$|uc-harmonyos$|douyin-android$|tiktok-android$)/;
  const expected = (category: string, deviceClass: string): OsCode => {
    if (deviceClass === 'tablet-ipados-desktop-ua') return OsCode.Other; // no touch info here
    if (IOS.test(category)) return OsCode.IOS;
    if (ANDROID.test(category)) return OsCode.Android;
    if (category === 'baiduspider' && deviceClass === 'bot-phone') return OsCode.IOS; // an iPhone UA
    if (['googlebot', 'petalbot'].includes(category) && deviceClass === 'bot-phone')
      return OsCode.Android;
    return OsCode.Other;
  };

  it.each(uaVectors.vectors.map((v) => [v.category, v.device_class, v.ua] as const))(
    '%s (%s)',
    (category, cls, ua) => {
      expect(adOsCode(ua)).toBe(expected(category, cls));
    },
  );

  it('spot checks: iPhone 1, iPad 1, Android phone and tablet 2, desktop, bots and HarmonyOS NEXT 99', () => {
    const ua = (category: string, cls?: string) =>
      uaVectors.vectors.find((v) => v.category === category && (!cls || v.device_class === cls))!
        .ua;
    expect(adOsCode(ua('ios-safari'))).toBe(1);
    expect(adOsCode(ua('wechat-ios'))).toBe(1);
    expect(adOsCode(ua('ipad', 'tablet'))).toBe(1);
    expect(adOsCode(ua('android-edge'))).toBe(2);
    expect(adOsCode(ua('android-tablet'))).toBe(2);
    expect(adOsCode(ua('uc-harmonyos'))).toBe(2); // says "Android 12"
    expect(adOsCode(ua('harmonyos-next'))).toBe(99);
    expect(adOsCode(ua('chrome-mac'))).toBe(99);
    expect(adOsCode(ua('edge-windows'))).toBe(99);
    expect(adOsCode(ua('firefox-linux'))).toBe(99);
    expect(adOsCode(ua('bingbot'))).toBe(99);
  });

  it('an iPad with the desktop UA of iPadOS 13+ is told apart by its touch screen', () => {
    const ipadDesktop = uaVectors.vectors.find(
      (v) => v.device_class === 'tablet-ipados-desktop-ua',
    )!.ua;
    expect(adOsCode(ipadDesktop, 5)).toBe(1);
    expect(adOsCode(ipadDesktop, 0)).toBe(99);
    const mac = uaVectors.vectors.find((v) => v.category === 'chrome-mac')!.ua;
    expect(adOsCode(mac, 0)).toBe(99);
  });
});
