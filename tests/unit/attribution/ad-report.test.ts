import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorNotifier } from '@/api/request';
import type { AdReport, LoginAdReport } from '@/api/types';
import {
  AD_LOG,
  createAdAttribution,
  type AdAttributionDeps,
} from '@/features/attribution/ad-report';
import { startAdAttribution } from '@/features/attribution';
import { sensorsAnonymousId, webId } from '@/features/attribution/web-id';
import { emitIdentity } from '@/shared/events/identity';
import { LOCAL_KEYS, type AdCache } from '@/shared/storage/keys';
import { setToken } from '@/shared/storage/token';
import { installMswServer, server, url } from '../api/msw';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36';

function fakeDeps(
  over: Partial<AdAttributionDeps> & { landing?: string; loggedIn?: boolean } = {},
) {
  let cache: Partial<AdCache> | null = null;
  const sent: Array<AdReport | LoginAdReport> = [];
  const deps: AdAttributionDeps = {
    href: () => over.landing ?? 'https://www.example-retouch.cn/',
    currentHref: () => 'https://www.example-retouch.cn/download',
    userAgent: () => DESKTOP,
    maxTouchPoints: () => 0,
    isLoggedIn: () => over.loggedIn ?? false,
    webId: () => 'web-1',
    send: vi.fn((report: AdReport | LoginAdReport) => {
      sent.push(report);
      return Promise.resolve({});
    }),
    readCache: () => cache,
    writeCache: (next) => {
      cache = next;
    },
    clearCache: () => {
      cache = null;
    },
    log: vi.fn(),
    warn: vi.fn(),
    ...over,
  };
  return { deps, sent, cache: () => cache };
}

describe('ad attribution (docs/product-rules.md §4)', () => {
  it('no identifier: logs "no ad identifier recognised" and sends nothing', async () => {
    const { deps, sent, cache } = fakeDeps({
      landing: 'https://www.example-retouch.cn/?utm_source=x',
    });
    await createAdAttribution(deps).start();
    expect(deps.log).toHaveBeenCalledWith(AD_LOG.noIdentifier);
    expect(sent).toEqual([]);
    expect(cache()).toBeNull();
  });

  it('reports {ad_params, os, platform, web_id, click_uri} and caches {platform, id}', async () => {
    const landing = 'https://m.example-retouch.cn/download?bd_vid=abc&utm_source=baidu';
    const { deps, sent, cache } = fakeDeps({ landing, userAgent: () => ANDROID });
    await createAdAttribution(deps).start();
    expect(sent).toEqual([
      {
        ad_params: { bd_vid: 'abc', utm_source: 'baidu' },
        os: 2,
        platform: 10,
        web_id: 'web-1',
        click_uri: landing,
      },
    ]);
    expect(cache()).toEqual({ platform: 10, id: 'abc' });
  });

  it('already logged in: the after-login report {web_id, click_uri} follows, then the cache is done', async () => {
    const { deps, sent, cache } = fakeDeps({
      landing: 'https://www.example-retouch.cn/?clickid=c1',
      loggedIn: true,
    });
    await createAdAttribution(deps).start();
    expect(sent).toEqual([
      expect.objectContaining({ platform: 1, ad_params: { clickid: 'c1' } }),
      { web_id: 'web-1', click_uri: 'https://www.example-retouch.cn/download' },
    ]);
    expect(cache()).toBeNull();
  });

  it('a failed first report is logged "ad report failed" and does not stop the follow-up', async () => {
    let calls = 0;
    const { deps, sent } = fakeDeps({
      landing: 'https://www.example-retouch.cn/?gdt_vid=g1',
      loggedIn: true,
      send: vi.fn((report: AdReport | LoginAdReport) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('HTTP 500'));
        sent.push(report);
        return Promise.resolve({});
      }),
    });
    await createAdAttribution(deps).start();
    expect(deps.warn).toHaveBeenCalledWith(AD_LOG.reportFailed, expect.any(Error));
    expect(sent).toEqual([
      { web_id: 'web-1', click_uri: 'https://www.example-retouch.cn/download' },
    ]);
  });

  it('logged out: no follow-up until login; a failed follow-up keeps the cache for the next login', async () => {
    let loggedIn = false;
    let fail = true;
    const { deps, sent, cache } = fakeDeps({
      landing: 'https://www.example-retouch.cn/?msclkid=m1',
    });
    deps.isLoggedIn = () => loggedIn;
    const send = deps.send;
    deps.send = vi.fn((report: AdReport | LoginAdReport) =>
      'ad_params' in report || !fail ? send(report) : Promise.reject(new Error('offline')),
    );
    const attribution = createAdAttribution(deps);
    await attribution.start();
    expect(sent).toHaveLength(1);

    loggedIn = true;
    await attribution.sendFollowUp();
    expect(deps.warn).toHaveBeenCalledWith(AD_LOG.reportFailed, expect.any(Error));
    expect(cache()).toEqual({ platform: 5, id: 'm1' });

    fail = false;
    await attribution.sendFollowUp();
    expect(sent.at(-1)).toEqual({
      web_id: 'web-1',
      click_uri: 'https://www.example-retouch.cn/download',
    });
    expect(cache()).toBeNull();
    await attribution.sendFollowUp();
    expect(sent).toHaveLength(2);
  });

  it('a later visit without an identifier still follows up an earlier cached click once logged in', async () => {
    const { deps, sent } = fakeDeps({ loggedIn: true });
    deps.writeCache({ platform: 11, id: 'q1' });
    await createAdAttribution(deps).start();
    expect(sent).toEqual([
      { web_id: 'web-1', click_uri: 'https://www.example-retouch.cn/download' },
    ]);
  });

  it('no follow-up with half a cache', async () => {
    const { deps, sent } = fakeDeps({ loggedIn: true });
    deps.readCache = () => ({ platform: 10 });
    await createAdAttribution(deps).start();
    expect(sent).toEqual([]);
  });
});

describe('web_id', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'sensorsdata2015jssdkcross=; max-age=0; path=/';
  });

  it('is kept in localStorage and stable', () => {
    const first = webId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(webId()).toBe(first);
    expect(localStorage.getItem(LOCAL_KEYS.webId)).toBe(first);
  });

  it("prefers the analytics SDK's anonymous id when the SDK already set its cookie", () => {
    const state = { distinct_id: 'sa-anon-1', first_id: '', props: {} };
    document.cookie = `sensorsdata2015jssdkcross=${encodeURIComponent(JSON.stringify(state))}; path=/`;
    expect(webId()).toBe('sa-anon-1');
    expect(sensorsAnonymousId(JSON.stringify({ distinct_id: '10001', first_id: 'anon-2' }))).toBe(
      'anon-2',
    );
    expect(sensorsAnonymousId('not json')).toBeUndefined();
  });
});

describe('ad reports over the wire (msw/node)', () => {
  installMswServer();

  it('start: the first report, then the after-login one on the login event', async () => {
    const bodies: unknown[] = [];
    const headers: Array<string | null> = [];
    server.use(
      http.post(url('/v1/public/minip/upload_device'), async ({ request }) => {
        bodies.push(await request.json());
        headers.push(request.headers.get('X-Track-Props'));
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    window.history.pushState({}, '', '/download?platform=10&bd_vid=abc&clickid=zz');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = startAdAttribution();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const id = localStorage.getItem(LOCAL_KEYS.webId);
    expect(bodies[0]).toEqual({
      ad_params: { platform: '10', bd_vid: 'abc', clickid: 'zz' },
      os: 99,
      platform: 10,
      web_id: id,
      click_uri: `${window.location.origin}/download?platform=10&bd_vid=abc&clickid=zz`,
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.adCache)!)).toEqual({
      platform: 10,
      id: 'abc',
    });
    expect(headers[0]).toContain('app_type');

    setToken('mock-token-13800138000');
    window.history.pushState({}, '', '/payment');
    emitIdentity({ type: 'login', userId: 10001 });
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ web_id: id, click_uri: `${window.location.origin}/payment` });
    await vi.waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.adCache)).toBeNull());
    expect(info).not.toHaveBeenCalled();
    stop();
  });

  it('a server error is only logged: "ad report failed", no toast, no console.error', async () => {
    server.use(
      http.post(url('/v1/public/minip/upload_device'), () =>
        HttpResponse.json({ code: 500 }, { status: 500 }),
      ),
    );
    window.history.pushState({}, '', '/?qhclickid=q');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const toast = vi.fn();
    setErrorNotifier(toast);
    const stop = startAdAttribution();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(`[attribution] ${AD_LOG.reportFailed}`, expect.anything()),
    );
    expect(error).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.adCache)!)).toEqual({
      platform: 11,
      id: 'q',
    });
    stop();
  });

  it('no identifier: logs and calls nothing (unhandled requests fail this suite)', async () => {
    window.history.pushState({}, '', '/?utm_source=x');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = startAdAttribution();
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(`[attribution] ${AD_LOG.noIdentifier}`),
    );
    stop();
  });
});
