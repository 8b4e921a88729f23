/**
 * Device class from the User-Agent, with the same rules as nginx.conf's `$ua_mobile` map
 * (tests/vectors/user-agents.json is the shared truth for both): iPad first (some iPad UAs
 * say "CPU iPhone OS"), then iPhone/iPod, then any "Mobi" marker. No signal means desktop.
 */
export function isMobileUserAgent(ua: string): boolean {
  if (/ipad/i.test(ua)) return false;
  if (/iphone|ipod/i.test(ua)) return true;
  return /mobi/i.test(ua);
}

export function isWechatBrowser(ua: string): boolean {
  return /MicroMessenger/i.test(ua);
}

/** Desktop WeChat / WeCom for Windows and Mac: desktop despite the MicroMessenger token. */
export function isDesktopWechat(ua: string): boolean {
  return isWechatBrowser(ua) && /WindowsWechat|MacWechat|UnifiedPC/i.test(ua);
}
