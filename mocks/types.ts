/**
 * Wire shapes the mocks answer with (docs/backend-contract.md + docs/product-rules.md §3). The
 * mocks keep their own enum values — a wrong value in the product is then caught by a test, not
 * copied — but import the product's API types and enums type-only, so that a drift between the
 * two is a type error.
 */
import type * as Api from '@/api/types';
import type * as Enums from '@/shared/enums';

export const BusinessType = {
  Vip: 0,
  Storage: 1,
  Piece: 2,
  LiteEffect: 3,
} as const satisfies typeof Enums.BusinessType;
export type BusinessType = Enums.BusinessType;

export const CommodityType = {
  Piece: 1,
  Physical: 2,
  Storage: 4,
  LiteEffect: 5,
  Creative: 6,
  Point: 7,
} as const satisfies typeof Enums.CommodityType;

export const PurchaseMethod = {
  None: 0,
  Normal: 1,
  Upgrade: 2,
  Renewal: 4,
} as const satisfies typeof Enums.PurchaseMethod;

export const RefundStatus = {
  NotProcessed: 0,
  Refunded: 1,
  Refunding: 2,
  RefundFailed: 3,
} as const satisfies typeof Enums.RefundStatus;

export const PayType = {
  Wechat: 20,
  Alipay: 21,
  Union: 5,
} as const satisfies typeof Enums.PayTypeCode;

export const TradeType = {
  Native: 0,
  App: 1,
  Jsapi: 2,
  Mweb: 3,
  DesktopWechat: 20,
} as const satisfies Record<string, Enums.WechatTradeType>;

/** union_order_state `state`, also used for orders in order/list. */
export const OrderState = {
  Waiting: 0,
  Paid: 1,
  Closed: 2,
  Failed: 3,
} as const satisfies typeof Enums.OrderState;

/** Package / product: the fields of docs/product-rules.md §3 (money in fen, sizes in bytes, durations in seconds). */
export type Package = Api.Package;

/** Machine server fields (docs/product-rules.md §3 "Machine state"). */
export type MachineDetail = Api.MachineServer;
/** One asset grant as GET /v1/api/user/assets lists it. */
export type AssetPackage = Api.AssetPackage;

export type DownloadItem = Api.DownloadEntry;
