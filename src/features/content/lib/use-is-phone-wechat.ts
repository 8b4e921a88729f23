import { isDesktopWechat, isWechatBrowser } from '@/shared/device';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/**
 * WeChat's in-app browser on a phone or tablet, once hydrated (the prerendered page cannot know
 * it). Desktop WeChat is left out: the download guide describes the phone app's menu.
 */
export function useIsPhoneWechat(): boolean {
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator === 'undefined') return false;
  return isWechatBrowser(navigator.userAgent) && !isDesktopWechat(navigator.userAgent);
}
