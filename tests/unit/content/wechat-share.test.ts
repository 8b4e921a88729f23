import { describe, expect, it, vi } from 'vitest';
import type { WechatJsConfig } from '@/api/types';
import type { WechatJsSdk } from '@/features/content/wechat/js-sdk';
import { shareCardFor, type ShareCard } from '@/features/content/wechat/share-card';
import { createShareController } from '@/features/content/wechat/share-controller';

const CONFIG: WechatJsConfig = {
  appId: 'wx0000000000000000',
  timestamp: 1_700_000_000,
  nonceStr: 'abc',
  signature: 'f'.repeat(40),
};

/**
 * A `wx` that accepts (or refuses) every config at once and records what it is given. Like the
 * real SDK: every `ready` callback runs (at once when already configured), `error` keeps one.
 */
function fakeWx(refuse = false) {
  let state: 'pending' | 'ready' | 'failed' = 'pending';
  let readyCallbacks: (() => void)[] = [];
  let onError: ((result: { errMsg?: string }) => void) | undefined;
  const wx = {
    config: vi.fn(() => {
      queueMicrotask(() => {
        state = refuse ? 'failed' : 'ready';
        if (refuse) onError?.({ errMsg: 'config:fail' });
        else for (const callback of readyCallbacks) callback();
        readyCallbacks = [];
      });
    }),
    ready: vi.fn((callback: () => void) => {
      if (state === 'ready') callback();
      else readyCallbacks.push(callback);
    }),
    error: vi.fn((callback: (result: { errMsg?: string }) => void) => void (onError = callback)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WechatJsSdk;
  return wx;
}

const card = (path: string): ShareCard => ({
  title: `title ${path}`,
  desc: `desc ${path}`,
  link: `https://www.example-retouch.cn${path}`,
  imgUrl: 'https://www.example-retouch.cn/og-image.jpg',
});

function setup(wx = fakeWx(), fetchConfig = vi.fn((_url: string) => Promise.resolve(CONFIG))) {
  const controller = createShareController({
    loadSdk: () => Promise.resolve(wx),
    fetchConfig,
    cardFor: (path) => Promise.resolve(card(path)),
  });
  return { wx, fetchConfig, controller };
}

describe('the WeChat share controller', () => {
  it('signs the URL, configures the share APIs only, then hands over the card', async () => {
    const { wx, fetchConfig, controller } = setup();
    await controller.show('https://m.example-retouch.cn/download', '/download');
    expect(fetchConfig).toHaveBeenCalledWith('https://m.example-retouch.cn/download');
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      ...CONFIG,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(card('/download'));
    const { desc: _desc, ...timeline } = card('/download');
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(timeline);
  });

  it('passes wx.config only the fields of the contract', async () => {
    const extra = vi.fn(() =>
      Promise.resolve({ ...CONFIG, jsApiList: ['chooseWXPay'], debug: true }),
    );
    const { wx, controller } = setup(fakeWx(), extra);
    await controller.show('https://m.example-retouch.cn/', '/');
    expect(wx.config.mock.calls[0]).toEqual([
      {
        debug: false,
        ...CONFIG,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      },
    ]);
  });

  it('signs a URL once and asks again for a new one', async () => {
    const { fetchConfig, wx, controller } = setup();
    await controller.show('https://m.example-retouch.cn/', '/');
    await controller.show('https://m.example-retouch.cn/', '/');
    await controller.show('https://m.example-retouch.cn/payment', '/payment');
    expect(fetchConfig.mock.calls.map(([url]) => url)).toEqual([
      'https://m.example-retouch.cn/',
      'https://m.example-retouch.cn/payment',
    ]);
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(card('/payment'));
  });

  it('only the latest page sets its card when pages follow each other quickly', async () => {
    const { wx, controller } = setup();
    await Promise.all([
      controller.show('https://m.example-retouch.cn/', '/'),
      controller.show('https://m.example-retouch.cn/download', '/download'),
    ]);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(1);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(card('/download'));
  });

  it('is quiet when the signature call or wx.config fails, and retries on the next page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi
      .fn((_url: string) => Promise.resolve(CONFIG))
      .mockRejectedValueOnce(new Error('500'));
    const { wx, controller } = setup(fakeWx(), failing);
    await controller.show('https://m.example-retouch.cn/', '/');
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    await controller.show('https://m.example-retouch.cn/', '/');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(1);

    const refused = setup(fakeWx(true));
    await refused.controller.show('https://m.example-retouch.cn/', '/');
    expect(refused.wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('shareCardFor', () => {
  const domain = 'example-retouch.cn';

  it('takes the page head data of each page worth sharing', async () => {
    expect(await shareCardFor('/download', domain)).toEqual({
      title: '下载客户端 - 芝士云修图',
      desc: expect.stringContaining('下载芝士云修图') as string,
      link: 'https://www.example-retouch.cn/download',
      imgUrl: 'https://www.example-retouch.cn/og-image.jpg',
    });
    expect((await shareCardFor('/payment', domain)).link).toBe(
      'https://www.example-retouch.cn/payment',
    );
    expect((await shareCardFor('/article', domain)).title).toBe('修图干货 - 芝士云修图');
    const article = await shareCardFor('/n/1024', domain);
    expect(article.link).toBe('https://www.example-retouch.cn/n/1024');
    expect(article.title).toMatch(/ - 芝士云修图$/);
  });

  it('shares the home page from any other page', async () => {
    const home = await shareCardFor('/', domain);
    expect(home.link).toBe('https://www.example-retouch.cn/');
    for (const path of ['/profile/orders', '/help', '/n/no-such-article', '/workbench']) {
      expect(await shareCardFor(path, domain), path).toEqual(home);
    }
    expect((await shareCardFor('/download/', domain)).link).toBe(
      'https://www.example-retouch.cn/download',
    );
  });
});
