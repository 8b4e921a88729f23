/**
 * Request and answer types of every call (docs/backend-contract.md; docs/product-rules.md §3 for
 * the entities). Times are Unix seconds, money integer fen, sizes bytes. Calls
 * docs/product-rules.md §7 lists as "declared but not called" have no documented shape: their types
 * here are this project's contract and the mocks follow them.
 */
import type {
  AdPlatform,
  BusinessType,
  CommodityType,
  Flag,
  InvoiceState,
  InvoiceTitleType,
  LoginMode,
  MiniProgramEnvVersion,
  OrderState,
  OsCode,
  PayChannel,
  PayTypeCode,
  PromotionActivityState,
  PurchaseMethod,
  RefundStatus,
  WechatTradeType,
} from '@/shared/enums';

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  page: number;
  page_size: number;
}

// ── Auth and user ────────────────────────────────────────────────────────────

export interface SendVerifyCodeRequest {
  phone: string;
  phone_cc: string;
  token_type: number;
}

export interface LoginRequest {
  phone: string;
  /** MD5 hex of the code the user typed. */
  verify_code: string;
  phone_cc: string;
  token_type: number;
  cheese_org_source_id: number;
  /** Only in password mode (LoginMode.Password = 2); `verify_code` then carries the password's MD5 (ADR 0006). */
  login_mode?: LoginMode;
}

export interface LoginResult {
  token: string;
  user_id: number;
}

/** docs/product-rules.md §3 "User state" (without the token, which lives in the cookie). */
export interface User {
  user_id: number;
  total_space: number;
  used_space: number;
  created_at: number;
  total_retouch_count: number;
  left_retouch_count: number;
  verify: number;
  max_level_name: string;
  is_vip: Flag;
  phone: string;
  name: string;
  cake_protocol_agreed: boolean;
  non_active_lite_effect_count: number;
  total_lite_effect_count_count: number;
  left_count_str: string;
  total_count_str: string;
  org_id: number;
}

/**
 * Machine fields as the server sends them (docs/product-rules.md §3 "Server fields",
 * docs/backend-contract.md im/info).
 */
export interface MachineServer {
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

/** docs/product-rules.md §3 "Machine state" (client names); see toMachine in models.ts. */
export interface Machine {
  platform: string;
  osVersion: string;
  cpu: string;
  arch: string;
  cpuNum: number;
  gpu: string;
  gpuRenderer: string;
  gpuVendor: string;
  macAddr: string;
  setupFileName: string;
  totalmem: number;
  freemem: number;
  hostName: string;
  latestVersion: string;
}

export interface ImInfo extends User {
  latest_machine_detail: MachineServer | null;
  latest_version: string;
}

// ── Config ───────────────────────────────────────────────────────────────────

export interface PaymentConf {
  is_open: Flag;
  /** 0 = unbounded. */
  start_time: number;
  /** 0 = unbounded. */
  end_time: number;
  payment_methods: PayChannel[];
}

export interface WebConfig {
  cheese_config: {
    payment_conf: PaymentConf;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface PromotionConfig {
  activity_state: PromotionActivityState;
  promotion_activity_remaining_time: number;
  promotion_activity_start_time: number;
  cake_promotion_activity_start_time: number;
}

/** An answer together with the server time of its `meta.time` (Unix seconds). */
export interface Timed<T> {
  data: T;
  serverTime: number | undefined;
  /** Client clock (ms) when the answer arrived, to advance serverTime later. */
  receivedAt: number;
}

// ── Packages and orders ──────────────────────────────────────────────────────

/** docs/product-rules.md §3 "Package / product". */
export interface Package {
  id: number;
  name: string;
  duration: number;
  price: number;
  original_price: number;
  app_store_product_id: string;
  space_size: number;
  has_ad: Flag;
  package_day: number;
  count: number;
  is_hot: Flag;
  business_type: BusinessType;
  commodity_id: number;
  bonus_count: number;
  bonus_valid_start_time: number;
  bonus_valid_end_time: number;
  bought_count: number;
  desc: string;
  is_show: Flag;
  json_info: string;
  last_edit_account_id: number;
  limit_buy_count: number;
  limit_total_count: number;
  limit_white_list: string;
  order: number;
  org_id: number;
  state: number;
  /**
   * Card colour of the tier (docs/product-rules.md §3 card colours: grey 1, gold 2, blue 3, purple
   * 4, bronze 5); 0 when unset.
   */
  style: number;
  tag: string;
  total_price: number;
  type: CommodityType | 0;
  type_ex: number;
  valid_start_time: number;
  valid_end_time: number;
  lite_effect_count: number;
  is_vip_buy: Flag;
  purchase_method: PurchaseMethod;
  lite_effect_product_quantity: number;
  lite_effect_duration: number;
  activate_duration: number;
  storage_duration: number;
  cake_duration: number;
}

export interface UnionOrderPayRequest {
  product_id: number;
  count: number;
  purchase_method: PurchaseMethod;
  pay_type: PayTypeCode;
  trade_type: WechatTradeType;
  source_id: number;
  subscription: Flag;
  /** Absolute: origin + /payment/success. */
  return_url: string;
  /** One per purchase intent: the server answers a known id with the same order (30 minutes). */
  client_order_id?: string;
}

/** WeChat JSAPI parameters for WeixinJSBridge `getBrandWCPayRequest`. */
export interface WechatJsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** JSON answer of union_order_pay: Alipay `pay_url`, WeChat JSAPI `pay_params`, WeChat MWEB `mweb_url`. */
export interface UnionOrderPayJson {
  pay_url?: string;
  pay_params?: WechatJsapiParams;
  mweb_url?: string;
}

interface UnionOrderPayHeaders {
  outTradeNo: string;
  /** Fen deducted (0 when none). */
  deduction: number;
  /** Seconds until the order expires; 0 when the header is missing. */
  payLimitTime: number;
}

export type UnionOrderPayResult =
  | ({ kind: 'qr'; blob: Blob } & UnionOrderPayHeaders)
  | ({ kind: 'json'; data: UnionOrderPayJson } & UnionOrderPayHeaders);

export interface UnionOrderState {
  state: OrderState;
  refund_status: RefundStatus;
}

export interface UnionDeductionOrder {
  deduction: number;
  product_id: number;
}

// ── Public / attribution ─────────────────────────────────────────────────────

/** The first ad report (docs/product-rules.md §3 "Ad report payload"). */
export interface AdReport {
  ad_params: Record<string, string>;
  os: OsCode;
  platform: AdPlatform;
  web_id: string;
  click_uri: string;
}
/** The after-login ad report. */
export interface LoginAdReport {
  web_id: string;
  click_uri: string;
}

export interface GenerateUrlLinkRequest {
  env_version: MiniProgramEnvVersion;
  expire_type: number;
  expire_interval: number;
}
export interface UrlLink {
  url_link: string;
}

/** What `wx.config` needs from our backend: a signature over one page URL (without its hash). */
export interface WechatJsConfig {
  appId: string;
  /** Unix seconds. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface DownloadEntry {
  /** AppType of shared/enums (107 iOS, 108 Android), or another application type. */
  app_type: number;
  version: string;
  url: string;
  size: number;
  updated_at: number;
}
export interface EnumerateInfo {
  list: DownloadEntry[];
}

/** Activity info; this is also the source lookup by uuid. */
export interface ActivityCommonInfo {
  source_id: number;
  name: string;
}

export interface Region {
  id: number;
  name: string;
}

export interface CooperationTransferRequest {
  name: string;
  phone: string;
  company?: string;
  remark?: string;
  source_id?: number;
  /** The form's province/city selects (ids of /v1/province/get and /v1/city/get). */
  province_id?: number;
  city_id?: number;
}

export interface ConsultationCreateRequest {
  name: string;
  phone: string;
  content?: string;
  scene?: number;
  source_id?: number;
  province_id?: number;
  city_id?: number;
}

// ── Profile ──────────────────────────────────────────────────────────────────

export interface AssetPackage {
  business_type: BusinessType;
  name: string;
  count: number;
  left_count: number;
  valid_start_time: number;
  valid_end_time: number;
}

export interface Assets {
  packages: AssetPackage[];
  storage: { total_space: number; used_space: number; expire_time: number };
}

export interface Order {
  out_trade_no: string;
  product_name: string;
  total_price: number;
  pay_type: PayTypeCode;
  state: OrderState;
  refund_status: RefundStatus;
  paid_at: number;
  invoiced: Flag;
}

export interface OrderListQuery extends PageQuery {
  invoiceable?: Flag;
}

export interface InvoiceApplyRequest {
  out_trade_nos: string[];
  title_type: InvoiceTitleType;
  title: string;
  /** Companies: 15–20 uppercase letters/digits. */
  tax_no?: string;
  email: string;
}

export interface Invoice {
  invoice_id: number;
  title: string;
  amount: number;
  state: InvoiceState;
  created_at: number;
  download_url?: string;
}

export interface Device extends MachineServer {
  id: number;
  last_active_at: number;
}
