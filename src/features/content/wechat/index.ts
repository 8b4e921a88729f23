import { getWechatJsConfig } from '@/api/services/wechat';
import { env } from '@/shared/config/env';
import { DevicePlatform } from '@/shared/enums';
import { detectPlatform } from '@/features/content/lib/platform';
import { createConfigCache } from './config-cache';
import { loadJsSdk } from './js-sdk';
import { shareCardFor } from './share-card';
import { createShareController } from './share-controller';

interface ShareRouter {
  state: {
    location: { pathname: string; search: string };
    navigation: { state: string };
  };
  subscribe: (listener: (state: ShareRouter['state']) => void) => () => void;
}

const withoutHash = (href: string) => href.split('#')[0] ?? href;

/**
 * The WeChat share card of every page (docs/product-rules.md §2), started by the app only inside
 * WeChat, once the page has loaded and is idle (src/app/boot.ts). The signature covers the URL
 * WeChat checks: on iOS the URL the visitor landed on (WeChat for iOS keeps it through pushState
 * navigation), elsewhere the current one (docs/integration-notes.md §6).
 */
export function startWechatShare(router: ShareRouter, landingHref: string): void {
  const signsLandingUrl =
    detectPlatform(navigator.userAgent, navigator.maxTouchPoints) === DevicePlatform.Ios;
  const signatures = createConfigCache((url) => getWechatJsConfig(url));
  const controller = createShareController({
    loadSdk: loadJsSdk,
    fetchConfig: signatures.get,
    forgetConfig: signatures.forget,
    cardFor: (pathname) => shareCardFor(pathname, env.siteDomain),
  });
  let shownPath: string | undefined;
  const update = ({ location, navigation }: ShareRouter['state']) => {
    if (navigation.state !== 'idle' || location.pathname === shownPath) return;
    shownPath = location.pathname;
    const current = new URL(location.pathname + location.search, window.location.origin).href;
    void controller.show(withoutHash(signsLandingUrl ? landingHref : current), location.pathname);
  };
  update(router.state);
  router.subscribe(update);
}
