/** The QA panel's Chinese names of each dimension's values (mocks/state/dimensions.ts). */
import type { AccountPreset } from '../records';
import type {
  FaultKind,
  JsapiMode,
  OrderMode,
  PaymentMode,
  PayMethod,
  PromotionMode,
  QrPayMode,
} from '../state/dimensions';

export const ACCOUNT_LABELS: Record<AccountPreset, string> = {
  member: '会员',
  'non-member': '非会员',
  'low-storage': '会员，存储空间不足',
  'member-no-pieces': '会员，没有精修张数',
  expired: '套餐与存储已过期',
  'no-devices': '会员，没有设备',
};

export const PAYMENT_LABELS: Record<PaymentMode, string> = {
  open: '开放',
  closed: '关闭（is_open = 0）',
  window: '仅今天开放（时间窗口）',
  'not-started': '窗口未开始（明天开放）',
  ended: '窗口已结束（昨天）',
};

export const METHOD_LABELS: Record<PayMethod, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  union: '银联',
};

export const PROMOTION_LABELS: Record<PromotionMode, string> = {
  off: '无活动',
  on: '进行中（3 天后结束）',
  'not-started': '未开始（明天开始）',
  ending: '1 分钟后结束',
};

export const ORDER_LABELS: Record<OrderMode, string> = {
  paid: '支付成功',
  fails: '支付失败',
  expires: '5 秒后过期关闭',
  pending: '一直待支付（15 分钟后关闭）',
  never: '永不结算（一直待支付）',
  closed: '提前关闭（未到时限）',
  left: '离开支付宝 / H5 收银台未付款',
};

export const JSAPI_LABELS: Record<JsapiMode, string> = {
  ask: '弹出模拟支付窗口，由我选择',
  succeed: '直接支付成功',
  cancel: '直接取消支付',
  fail: '直接支付失败',
  off: '不模拟（无 WeixinJSBridge，刷新后生效）',
};

export const QR_PAY_LABELS: Record<QrPayMode, string> = {
  auto: '按订单结果自动结算',
  scan: '扫码付款后才结算',
};

export const FAULT_LABELS: Record<FaultKind, string> = {
  '500': 'HTTP 500',
  timeout: '超时（60 秒无响应）',
  'bad-json': '损坏的 JSON',
  offline: '断网',
  business: '业务错误码 10001',
  '401': '一次 401（之后恢复）',
};

/** The endpoints a fault is most often put on; any other path prefix can come from the URL. */
export const FAULT_PATHS: Array<{ path: string; label: string }> = [
  { path: '', label: '全部接口' },
  { path: '/v1/web/config', label: '网站配置 web/config' },
  { path: '/v1/promotion/config', label: '促销配置 promotion/config' },
  { path: '/v1/api/union_product/list', label: '套餐列表 union_product/list' },
  { path: '/v1/api/order/union_order_pay', label: '下单 union_order_pay' },
  { path: '/v1/api/order/union_order_state', label: '订单状态 union_order_state' },
  { path: '/v1/web/user/info/get', label: '用户信息 user/info/get' },
  { path: '/v1/ow/im/info', label: '账户资产 ow/im/info' },
  { path: '/v1/web/login', label: '登录 web/login' },
];

export const LATENCY_OPTIONS = [0, 500, 2000, 5000];
