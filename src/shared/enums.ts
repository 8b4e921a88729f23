/**
 * The enumerations of docs/product-rules.md §3 that the code uses (plus the few
 * docs/backend-contract.md adds), named as the spec names them. `as const` objects, each with a
 * union type of its values under the same name, so a value is written `BusinessType.Vip` and typed
 * `BusinessType`.
 */

type ValueOf<T> = T[keyof T];

/**
 * docs/product-rules.md §3 "Platform: ios, android, win, mac, mac_arm, iPad" (the device/download
 * platform). Not named `Platform`: docs/product-rules.md §3 also has a numeric `Platform`
 * (Web 1, Android 2, IOS 3), which nothing here uses.
 */
export const DevicePlatform = {
  Ios: 'ios',
  Android: 'android',
  Win: 'win',
  Mac: 'mac',
  MacArm: 'mac_arm',
  IPad: 'iPad',
} as const;
export type DevicePlatform = ValueOf<typeof DevicePlatform>;

/** Application ids; 8 is this product and is sent in the API headers. */
export const ApplicationId = {
  DesktopRetouch: 1,
  IPad: 4,
  Cheese: 8,
  IPhone: 16,
  LiteRetouch: 64,
  Android: 256,
} as const;
export type ApplicationId = ValueOf<typeof ApplicationId>;

export const BusinessType = { Vip: 0, Storage: 1, Piece: 2, LiteEffect: 3 } as const;
export type BusinessType = ValueOf<typeof BusinessType>;

export const CommodityType = {
  Piece: 1,
  Physical: 2,
  Storage: 4,
  LiteEffect: 5,
  Creative: 6,
  Point: 7,
} as const;
export type CommodityType = ValueOf<typeof CommodityType>;

export const PurchaseMethod = { None: 0, Normal: 1, Upgrade: 2, Renewal: 4 } as const;
export type PurchaseMethod = ValueOf<typeof PurchaseMethod>;

export const RefundStatus = {
  NotProcessed: 0,
  Refunded: 1,
  Refunding: 2,
  RefundFailed: 3,
} as const;
export type RefundStatus = ValueOf<typeof RefundStatus>;

export const PayChannel = { Wechat: 'wechat', Alipay: 'alipay', Union: 'union' } as const;
export type PayChannel = ValueOf<typeof PayChannel>;

/** `pay_type` sent to union_order_pay. */
export const PayTypeCode = { Wechat: 20, Alipay: 21, Union: 5 } as const;
export type PayTypeCode = ValueOf<typeof PayTypeCode>;

export const PAY_TYPE_BY_CHANNEL: Readonly<Record<PayChannel, PayTypeCode>> = {
  wechat: PayTypeCode.Wechat,
  alipay: PayTypeCode.Alipay,
  union: PayTypeCode.Union,
};

/** The channel of an order's `pay_type` (order/list); null for a code this site does not sell with. */
export function payChannelOf(code: number): PayChannel | null {
  const found = Object.entries(PAY_TYPE_BY_CHANNEL).find(([, value]) => value === code);
  return found ? (found[0] as PayChannel) : null;
}

/** How an unpaid order ends (the order poll's final states other than paid). */
export type OrderEndReason = 'expired' | 'closed' | 'failed';

export const WechatTradeType = {
  NATIVE: 0,
  APP: 1,
  JSAPI: 2,
  MWEB: 3,
  DesktopWechat: 20,
} as const;
export type WechatTradeType = ValueOf<typeof WechatTradeType>;

export const LoginMode = { SMS: 1, Password: 2 } as const;
export type LoginMode = ValueOf<typeof LoginMode>;

export const Scene = { OW: 1, Activity: 2, ActivityEx: 3 } as const;
export type Scene = ValueOf<typeof Scene>;

export const PromotionActivityState = { InActivity: 1, NotInActivity: 0 } as const;
export type PromotionActivityState = ValueOf<typeof PromotionActivityState>;

/** A package card's colour, the package's `style` (SPEC: card colours). */
export const CardColor = { Grey: 1, Gold: 2, Blue: 3, Purple: 4, Bronze: 5 } as const;
export type CardColor = ValueOf<typeof CardColor>;

/** Advertising platforms, by the number reported as `platform`. */
export const AdPlatform = {
  ClickId: 1,
  GdtVid: 2,
  TrackId: 3,
  Callback: 4,
  Msclkid: 5,
  BdVid: 10,
  QhClickId: 11,
} as const;
export type AdPlatform = ValueOf<typeof AdPlatform>;

/** The query parameter that carries each platform's click identifier. */
export const AD_PLATFORM_QUERY: Readonly<Record<AdPlatform, string>> = {
  1: 'clickid',
  2: 'gdt_vid',
  3: 'track_id',
  4: 'callback',
  5: 'msclkid',
  10: 'bd_vid',
  11: 'qhclickid',
};

/**
 * docs/architecture.md "Attribution details": platforms are tried in the order of the spec's enum.
 */
export const AD_PLATFORM_ORDER: readonly AdPlatform[] = [1, 2, 3, 4, 5, 10, 11];

/** `os` of the ad report: 1 iPhone/iPad, 2 Android, 99 anything else. */
export const OsCode = { IOS: 1, Android: 2, Other: 99 } as const;
export type OsCode = ValueOf<typeof OsCode>;

/** Download entries (`app_type` of /v1/enumerate/info). */
/**
 * Download app types of /v1/enumerate/info: 107 iOS and 108 Android (docs/product-rules.md §2),
 * desktop ones ours (mocks/fixtures/downloads.ts).
 */
export const AppType = {
  IOS: 107,
  Android: 108,
  Windows: 1,
  MacIntel: 2,
  MacAppleSilicon: 3,
} as const;
export type AppType = ValueOf<typeof AppType>;

/** `type` of /v1/enumerate/info: 8 by default, 5 for receive-free. */
export const EnumerateType = { Default: 8, ReceiveFree: 5 } as const;
export type EnumerateType = ValueOf<typeof EnumerateType>;

/** Pricing page query `t`. */
export const AssetType = { Storage: 'storage', Piece: 'piece', LiteEffect: 'lite_effect' } as const;
export type AssetType = ValueOf<typeof AssetType>;

/** `is_vip` and other 0/1 flags on the wire. */
export const Flag = { No: 0, Yes: 1 } as const;
export type Flag = ValueOf<typeof Flag>;

/** Headers of the union_order_pay answer (servers must expose them to CORS). */
export const OrderResponseHeader = {
  OutTradeNo: 'out_trade_no',
  UnionOrderDeduction: 'Union-Order-Deduction',
  PayLimitTime: 'Pay-Limit-Time',
} as const;
export type OrderResponseHeader = ValueOf<typeof OrderResponseHeader>;

/**
 * Business codes of docs/product-rules.md §8. 5030 is listed twice by the spec (redeem /
 * deduction).
 */
export const BusinessCode = {
  Unauthorized: 401,
  AuthVerify: 5025,
  Retrieve: 5026,
  RepeatVerify: 5028,
  RedeemCode: 5029,
  RedeemCodeAlt: 5030,
  VerificationCode: 3004,
  PackError: 37,
  UnionProductPurchaseError: 41,
  UnionProductDeductionMulti: 42,
  DeductionInvalid: 5030,
  DeductionDowngrade: 5031,
} as const;
export type BusinessCode = ValueOf<typeof BusinessCode>;

/** docs/backend-contract.md: `state` of union_order_state. */
export const OrderState = { Waiting: 0, Paid: 1, Closed: 2, Failed: 3 } as const;
export type OrderState = ValueOf<typeof OrderState>;

/** docs/backend-contract.md: `state` of an invoice. */
export const InvoiceState = { Applied: 0, Issued: 1, Failed: 2 } as const;
export type InvoiceState = ValueOf<typeof InvoiceState>;

/** docs/backend-contract.md: `title_type` of an invoice application. */
export const InvoiceTitleType = { Person: 1, Company: 2 } as const;
export type InvoiceTitleType = ValueOf<typeof InvoiceTitleType>;

/** generate_urllink `env_version`. */
export const MiniProgramEnvVersion = {
  Release: 'release',
  Trial: 'trial',
  Develop: 'develop',
} as const;
export type MiniProgramEnvVersion = ValueOf<typeof MiniProgramEnvVersion>;
