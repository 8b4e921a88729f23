/** The mock payment provider's cashier page (mocks/provider-page.tsx), on the site's own origin. */
export const MOCK_PROVIDER_PATH = '/__mock__/provider';

/**
 * The preview server's relay (scripts/vite-plugin-mock-lan.ts): its LAN address, and the orders
 * paid on the cashier by a device without the mock worker.
 */
export const LAN_INFO_PATH = '/__mock__/lan';
export const PROVIDER_PAID_PATH = `${MOCK_PROVIDER_PATH}/paid`;

/** Where a scanned QR of a mock order leads: the cashier, for `channel`, on `origin`. */
export function scanUrl(origin: string, channel: 'wechat' | 'union', tradeNo: string): string {
  const url = new URL(MOCK_PROVIDER_PATH, origin);
  url.searchParams.set('channel', channel);
  url.searchParams.set('out_trade_no', tradeNo);
  return url.toString();
}
