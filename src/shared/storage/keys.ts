/**
 * Every client storage key of docs/product-rules.md §3, grouped by where it lives, with the shapes
 * and defaults the spec gives. Names the spec does not show are this project's choice (ADR 0004).
 */

/** Cookies (sent to our hosts; shared by www and m, see cookies.ts). */
export const COOKIE_KEYS = {
  /** The bare login token, sent as `Authorization`. */
  token: 'token',
  /** Set by the server side of a logout: on startup the app logs out and clears it. */
  logoutInServer: 'logout_in_server',
  /** {@link PayUserInfo}: the payer's phone; /payment/success needs it. */
  payUserInfo: 'pay_user_info',
  /** {@link PayMetaData}: where to return after paying and the trade number. */
  payMetaData: 'pay_meta_data',
} as const;

/** localStorage. */
export const LOCAL_KEYS = {
  /** {@link AdCache}; the name is fixed by the spec. */
  adCache: '__pix_ad_cache',
  /**
   * Device id for the ad report when the analytics SDK has none (docs/backend-contract.md
   * `web_id`).
   */
  webId: 'web_id',
  /** The account that accepted the purchase agreement (src/domain/account/purchase-consent.ts). */
  agreePurchaseAgreement: 'agree_purchase_agreement',
  /**
   * The last campaign touch's source id, kept CHANNEL_SOURCE_DAYS
   * (src/domain/session/channel-source.ts).
   */
  channelSourceId: 'channel_source_id',
  /** An order call or WeChat authorisation under way, resumed after a reload (docs/integration-notes.md §3). */
  pendingPayOrder: 'pending_pay_order',
  /** A tab's login or logout, for the other tabs without BroadcastChannel (src/shared/session/session-broadcast.ts). */
  sessionNews: 'session_news',
  /** Each account's open orders (src/domain/payment/open-orders-store.ts). */
  openPayOrders: 'open_pay_orders',
} as const;

/** SMS countdown end timestamp (ms), per source id, in localStorage (docs/product-rules.md §4). */
export const countdownKey = (sourceId: string | number): string => `sms_countdown:${sourceId}`;

/** sessionStorage. */
export const SESSION_KEYS = {
  /** User info cache (docs/product-rules.md §7), see src/api/session-cache.ts. */
  userInfo: 'user_info',
  /** Web config cache, fetched only when empty or unparsable (docs/product-rules.md §4). */
  configCache: 'web_config',
  /** {@link SourceCache}: `_uuid` and `sId` captured from the landing URL. */
  sourceCache: 'source_cache',
  /** The tab's WeChat JS-SDK signatures, per URL (src/features/content/wechat/config-cache.ts). */
  wechatConfig: 'wechat_config',
  /** `hide_pay=1` seen in this tab (see src/shared/session/hide-pay.ts). */
  hidePay: 'hide_pay',
  /** The client errors already reported in this tab (src/features/analytics/error-reporting.ts). */
  clientErrorsSent: 'client_errors_sent',
  /** The purchase-funnel returns and questions already sent in this tab (src/features/payment). */
  funnelAnnounced: 'funnel_announced',
} as const;

/** {@link PayProductInfo} of the payment page at `path`. */
export const payProductInfoKey = (path: string): string => `pay_product_info:${path}`;
/** Pay source id of the payment page at `path` (default {@link DEFAULT_PAY_SOURCE_ID}). */
export const paySourceIdKey = (path: string): string => `pay_source_id:${path}`;
/** Time (ms) of the last build-change reload of `path`, for the RELOAD_LIMIT_MS limit. */
export const reloadAtKey = (path: string): string => `build_reload_at:${path}`;

export interface PayProductInfo {
  id: number;
  price: number;
  count: number;
  duration: number | string;
  type?: number;
  raw?: unknown;
  detail?: unknown;
}
export const DEFAULT_PAY_PRODUCT_INFO: Readonly<PayProductInfo> = {
  id: 0,
  price: 0,
  count: 0,
  duration: '?',
};
export const DEFAULT_PAY_SOURCE_ID = 0;

export interface PayUserInfo {
  phone: string;
}

export interface PayMetaData {
  returnPath: string;
  tradeNo: string;
}
export const DEFAULT_PAY_META_DATA: Readonly<PayMetaData> = { returnPath: '/', tradeNo: '' };

export interface AdCache {
  platform: number;
  id: string;
}

export interface SourceCache {
  /** `_uuid` of the landing URL. */
  uuid?: string;
  sId?: string;
  /** The `source_id` a lookup of `lookedUp` answered. */
  sourceId?: number;
  lookedUp?: string;
}
