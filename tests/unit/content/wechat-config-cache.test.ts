import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WechatJsConfig } from '@/api/types';
import { createConfigCache } from '@/features/content/wechat/config-cache';
import { createShareController } from '@/features/content/wechat/share-controller';

/** The tab's JS-SDK signatures per URL (SPEC §3 "wechat config", sessionStorage `wechat_config`). */

const NOW_S = 1_800_000_000;
const signed = (url: string, timestamp = NOW_S): WechatJsConfig => ({
  appId: 'wx0000000000000000',
  timestamp,
  nonceStr: `n-${url}`,
  signature: 'f'.repeat(40),
});
const A = 'https://m.example-retouch.cn/download';
const B = 'https://m.example-retouch.cn/help';

afterEach(() => sessionStorage.clear());

function cacheWith(answer = (url: string) => signed(url), nowS = NOW_S) {
  const fetchConfig = vi.fn((url: string) => Promise.resolve(answer(url)));
  return { fetchConfig, cache: createConfigCache(fetchConfig, () => nowS * 1000) };
}

describe('the WeChat config cache', () => {
  it('asks the backend once per URL for the session; a reload (a new cache) reads it back', async () => {
    const { fetchConfig, cache } = cacheWith();
    expect(await cache.get(A)).toEqual(signed(A));
    await cache.get(A);
    await cache.get(B);
    expect(fetchConfig.mock.calls.map(([url]) => url)).toEqual([A, B]);
    const afterReload = cacheWith();
    expect(await afterReload.cache.get(A)).toEqual(signed(A));
    expect(afterReload.fetchConfig).not.toHaveBeenCalled();
  });

  it('a signature an hour old is asked for again (the jsapi_ticket lasts two hours)', async () => {
    await cacheWith((url) => signed(url, NOW_S - 3600)).cache.get(A);
    const later = cacheWith();
    await later.cache.get(A);
    expect(later.fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('a refused signature is forgotten: the next page asks again', async () => {
    const { fetchConfig, cache } = cacheWith();
    const wx = {
      config: vi.fn(),
      ready: vi.fn(),
      error: vi.fn((callback: (r: { errMsg?: string }) => void) =>
        queueMicrotask(() => callback({ errMsg: 'config:invalid signature' })),
      ),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controller = createShareController({
      loadSdk: () => Promise.resolve(wx),
      fetchConfig: cache.get,
      forgetConfig: cache.forget,
      cardFor: () => Promise.resolve({ title: 't', desc: 'd', link: A, imgUrl: A }),
    });
    await controller.show(A, '/download');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    await cache.get(A);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('keeps the 20 most recent URLs; a stored value of another shape is asked for again', async () => {
    const { fetchConfig, cache } = cacheWith();
    for (let i = 0; i < 21; i++) await cache.get(`${A}?p=${i}`);
    const stored = JSON.parse(sessionStorage.getItem('wechat_config')!) as Record<string, unknown>;
    expect(Object.keys(stored)).toHaveLength(20);
    expect(stored).not.toHaveProperty(`${A}?p=0`);
    sessionStorage.setItem('wechat_config', JSON.stringify({ [B]: { appId: 1 } }));
    await cache.get(B);
    expect(fetchConfig).toHaveBeenCalledTimes(22);
  });
});
