/** Wire shapes the mocks answer with (docs/backend-contract.md + docs/product-rules.md §3). */

export const BusinessType = { Vip: 0, Storage: 1, Piece: 2, LiteEffect: 3 } as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

export const CommodityType = {
  Piece: 1,
  Physical: 2,
  Storage: 4,
  LiteEffect: 5,
  Creative: 6,
  Point: 7,
} as const;

export const PurchaseMethod = { None: 0, Normal: 1, Upgrade: 2, Renewal: 4 } as const;

export const RefundStatus = {
  NotProcessed: 0,
  Refunded: 1,
  Refunding: 2,
  RefundFailed: 3,
} as const;

export const PayType = { Wechat: 20, Alipay: 21, Union: 5 } as const;

export const TradeType = { Native: 0, App: 1, Jsapi: 2, Mweb: 3, DesktopWechat: 20 } as const;

/** union_order_state `state`, also used for orders in order/list. */
export const OrderState = { Waiting: 0, Paid: 1, Closed: 2, Failed: 3 } as const;

/**
 * Package / product: exactly the fields of docs/product-rules.md §3. Money in fen, sizes in bytes,
 * durations in seconds.
 */
export interface Package {
  id: number;
  name: string;
  duration: number;
  price: number;
  original_price: number;
  app_store_product_id: string;
  space_size: number;
  has_ad: number;
  package_day: number;
  count: number;
  is_hot: number;
  business_type: BusinessType;
  commodity_id: number;
  bonus_count: number;
  bonus_valid_start_time: number;
  bonus_valid_end_time: number;
  bought_count: number;
  desc: string;
  is_show: number;
  json_info: string;
  last_edit_account_id: number;
  limit_buy_count: number;
  limit_total_count: number;
  limit_white_list: string;
  order: number;
  org_id: number;
  state: number;
  style: number;
  tag: string;
  total_price: number;
  type: number;
  type_ex: number;
  valid_start_time: number;
  valid_end_time: number;
  lite_effect_count: number;
  is_vip_buy: number;
  purchase_method: number;
  lite_effect_product_quantity: number;
  lite_effect_duration: number;
  activate_duration: number;
  storage_duration: number;
  cake_duration: number;
}

/** Machine server fields (docs/product-rules.md §3 "Machine state"). */
export interface MachineDetail {
  platform: string;
  os_version: string;
  cpu: string;
  arch: string;
  cpu_num: number;
  gpu: string;
  gpu_renderer: string;
  gpu_vendor: string;
  mac_addr: string;
  setup_file_name: string;
  totalmem: number;
  freemem: number;
  host_name: string;
}

export interface DownloadItem {
  app_type: number;
  version: string;
  url: string;
  size: number;
  updated_at: number;
}
