/**
 * Pay channels and WeChat trade types (docs/product-rules.md §3 enums, docs/backend-contract.md
 * union_order_pay).
 */
import { isDesktopWechat, isMobileUserAgent, isWechatBrowser } from '@/shared/device';
import { PayChannel, WechatTradeType } from '@/shared/enums';

const CHANNEL_ORDER: readonly PayChannel[] = [
  PayChannel.Wechat,
  PayChannel.Alipay,
  PayChannel.Union,
];

/** Where the page runs, as far as paying is concerned. */
export type PayEnvironment = 'desktop' | 'desktop-wechat' | 'wechat' | 'phone';

export function payEnvironment(ua: string): PayEnvironment {
  if (isDesktopWechat(ua)) return 'desktop-wechat';
  if (isWechatBrowser(ua)) return 'wechat';
  return isMobileUserAgent(ua) ? 'phone' : 'desktop';
}

/**
 * docs/backend-contract.md: NATIVE 0 on a desktop browser, DesktopWechat 20 inside desktop WeChat,
 * JSAPI 2 inside phone WeChat, MWEB 3 on other phone browsers.
 */
export function tradeTypeFor(env: PayEnvironment): WechatTradeType {
  switch (env) {
    case 'desktop-wechat':
      return WechatTradeType.DesktopWechat;
    case 'wechat':
      return WechatTradeType.JSAPI;
    case 'phone':
      return WechatTradeType.MWEB;
    default:
      return WechatTradeType.NATIVE;
  }
}

/**
 * The channels offered: those of `payment_conf.payment_methods`, in a fixed order, unknown names
 * dropped. Inside phone WeChat, Alipay pages are blocked, so Alipay is left out there.
 */
export function availableChannels(
  methods: readonly string[] | null | undefined,
  env: PayEnvironment,
): PayChannel[] {
  const offered = new Set(methods ?? []);
  return CHANNEL_ORDER.filter(
    (channel) => offered.has(channel) && !(env === 'wechat' && channel === PayChannel.Alipay),
  );
}

/** Whether WeChat in this environment pays inside the page (JSAPI) rather than by QR or redirect. */
export function needsWechatAuth(channel: PayChannel, env: PayEnvironment): boolean {
  return channel === PayChannel.Wechat && env === 'wechat';
}
