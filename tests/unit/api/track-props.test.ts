import { describe, expect, it } from 'vitest';
import {
  boundTrackProps,
  reportUrl,
  TRACK_PROPS_MAX_BYTES,
  TRACK_URL_PARAM_MAX,
} from '@/api/track-props';

/** X-Track-Props (SPEC §7) stays small and says nothing the API has no business with. */

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36';
const decoded = (header: string) =>
  JSON.parse(decodeURIComponent(header)) as Record<string, unknown>;
const LANDING = 'https://www.example-retouch.cn/payment';

/** A long ad link as Baidu or Tencent make them: about `length` characters. */
function campaignLink(length: number): string {
  const url = new URL(LANDING);
  url.searchParams.set('utm_source', 'baidu');
  url.searchParams.set('bd_vid', 'v'.repeat(400));
  url.searchParams.set('code', 'wx-oauth-code');
  url.searchParams.set('state', 's1');
  url.searchParams.set('sign', 'alipay-sign');
  url.searchParams.set('out_trade_no', 'CR20261201000001');
  url.searchParams.set('token', 'tok-secret');
  url.searchParams.set('phone', '13800138000');
  let i = 0;
  while (url.href.length < length) url.searchParams.set(`p${i++}`, 'x'.repeat(120));
  return `${url.href}#frag`;
}

describe('X-Track-Props', () => {
  it('the preset properties without $, plus app_type WEB and os', () => {
    const props = decoded(boundTrackProps({ $lib: 'js', $screen_width: 390 }, ANDROID));
    expect(props).toEqual({ lib: 'js', screen_width: 390, app_type: 'WEB', os: 'Android' });
  });

  it('a URL keeps origin, path and the report parameters (utm_*, ad ids), each value cut', () => {
    const reduced = reportUrl(campaignLink(3000))!;
    const url = new URL(reduced);
    expect(`${url.origin}${url.pathname}`).toBe(LANDING);
    expect([...url.searchParams.keys()]).toEqual(['utm_source', 'bd_vid']);
    expect(url.searchParams.get('bd_vid')).toHaveLength(TRACK_URL_PARAM_MAX);
    expect(url.hash).toBe('');
    expect(reportUrl('/payment?code=1')).toBeUndefined(); // not a URL: left to the other rules
  });

  it('never a code, state, sign, token, phone or trade number, in any URL field', () => {
    const link = campaignLink(1500);
    const header = decodeURIComponent(
      boundTrackProps(
        { $url: link, $referrer: link, $latest_landing_page: link, $title: '联系 13800138000' },
        ANDROID,
      ),
    );
    for (const secret of [
      'wx-oauth-code',
      'alipay-sign',
      'CR20261201000001',
      'tok-secret',
      '13800138000',
    ])
      expect(header).not.toContain(secret);
    expect(decoded(encodeURIComponent(header)).title).toBe('联系 ***********');
  });

  it('strings within SPEC §9: referrers 200, others 1024; keys over 100 are left out', () => {
    const props = decoded(
      boundTrackProps(
        {
          $referrer: `https://a.cn/${'r'.repeat(400)}`,
          $title: 't'.repeat(1500),
          ['k'.repeat(101)]: 1,
        },
        ANDROID,
      ),
    );
    expect(props.referrer).toHaveLength(200);
    expect(props.title).toHaveLength(1024);
    expect(Object.keys(props)).not.toContain('k'.repeat(101));
  });

  it('a 6,000-character landing link makes a header of at most 2 KB that still names the page', () => {
    const link = campaignLink(6000);
    const header = boundTrackProps(
      {
        $url: link,
        $referrer: link,
        $url_path: '/payment',
        $title: '会员套餐 - 芝士云修图',
        $lib: 'js',
      },
      ANDROID,
    );
    expect(header.length).toBeLessThanOrEqual(TRACK_PROPS_MAX_BYTES);
    expect(decoded(header)).toMatchObject({ url_path: '/payment', app_type: 'WEB', os: 'Android' });
    expect(String(decoded(header).url)).toMatch(/^https:\/\/www\.example-retouch\.cn\/payment/);
  });

  it('over the budget the longest values go first, never app_type, os or lib', () => {
    const many: Record<string, unknown> = { $lib: 'js' };
    for (let i = 0; i < 12; i++) many[`$field_${i}`] = '中'.repeat(100 + i);
    const header = boundTrackProps(many, ANDROID);
    expect(header.length).toBeLessThanOrEqual(TRACK_PROPS_MAX_BYTES);
    const props = decoded(header);
    expect(props).toMatchObject({ lib: 'js', app_type: 'WEB', os: 'Android' });
    expect(props).not.toHaveProperty('field_11');
    expect(props).toHaveProperty('field_0');
  });
});
