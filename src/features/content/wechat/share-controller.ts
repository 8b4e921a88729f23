import type { WechatJsConfig } from '@/api/types';
import { SHARE_JS_APIS, type WechatJsSdk } from './js-sdk';
import type { ShareCard } from './share-card';

export interface ShareControllerDeps {
  loadSdk: () => Promise<WechatJsSdk>;
  fetchConfig: (url: string) => Promise<WechatJsConfig>;
  /** WeChat refused the signature of `url` (or it could not be had). */
  forgetConfig?: (url: string) => void;
  cardFor: (pathname: string) => Promise<ShareCard>;
}

/** `wx.config` for one signed URL; resolves once WeChat has accepted it (`wx.ready`). */
async function configure(wx: WechatJsSdk, config: WechatJsConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    wx.error((result) => reject(new Error(result.errMsg ?? 'wx.config failed')));
    wx.config({
      debug: false,
      // Only the contract's fields: an extra field in the answer never reaches wx.config.
      appId: config.appId,
      timestamp: config.timestamp,
      nonceStr: config.nonceStr,
      signature: config.signature,
      jsApiList: [...SHARE_JS_APIS],
    });
    wx.ready(resolve);
  });
}

/**
 * Sets the share card of each page shown: signs the page's URL once (`wx.config` with our
 * backend's signature), then hands WeChat the card. Every failure is quiet — a console warning,
 * never a toast: the page works the same without a card. A failed signature is asked for again
 * on the next page.
 */
export function createShareController({
  loadSdk,
  fetchConfig,
  forgetConfig,
  cardFor,
}: ShareControllerDeps) {
  let signed: { url: string; ready: Promise<WechatJsSdk> } | undefined;
  let latest = 0;

  function signedFor(url: string): Promise<WechatJsSdk> {
    if (signed?.url === url) return signed.ready;
    const ready = Promise.all([loadSdk(), fetchConfig(url)]).then(async ([wx, config]) => {
      await configure(wx, config);
      return wx;
    });
    const entry = { url, ready };
    signed = entry;
    ready.catch(() => {
      forgetConfig?.(url);
      if (signed === entry) signed = undefined;
    });
    return ready;
  }

  /** Shows the card of `pathname`, signed for `signUrl` (a URL without its hash). */
  async function show(signUrl: string, pathname: string): Promise<void> {
    const turn = ++latest;
    try {
      const [wx, card] = await Promise.all([signedFor(signUrl), cardFor(pathname)]);
      // A later page took over while this one's card was being prepared.
      if (turn !== latest) return;
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    } catch (error) {
      console.warn('[wechat] the share card was not set', error);
    }
  }

  return { show };
}
