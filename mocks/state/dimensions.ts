/**
 * The mock server's state as independent dimensions (mocks/README.md "模拟状态"): who the test
 * phone is, the payment config, the promotion, how a new order ends, injected faults, latency and
 * the server clock. Each is set on its own, from the QA panel or the URL (`mock-<dimension>=`),
 * and any combination is valid. Pure: no storage, no clock.
 */
import type { AccountPreset } from '../records';

export const ACCOUNTS = [
  'member',
  'non-member',
  'low-storage',
  'member-no-pieces',
  'expired',
  'no-devices',
] as const satisfies readonly AccountPreset[];

/** `window`: open today only; `not-started` / `ended`: a window that starts tomorrow / ended today. */
export const PAYMENTS = ['open', 'closed', 'window', 'not-started', 'ended'] as const;
export type PaymentMode = (typeof PAYMENTS)[number];

export const PAY_METHODS = ['wechat', 'alipay', 'union'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** `ending`: running, ends ENDING_PROMOTION_SECONDS (mocks/scenarios.ts) after it was set. */
export const PROMOTIONS = ['off', 'on', 'not-started', 'ending'] as const;
export type PromotionMode = (typeof PROMOTIONS)[number];

/**
 * How a new order ends. `paid` / `fails`: at the Nth poll; `expires`: closed after
 * SHORT_LIMIT_SECONDS; `pending`: waiting until its ORDER_LIMIT_SECONDS are up (both in
 * mocks/state/answers.ts); `never`: waiting for ever, even past its limit;
 * `closed`: closed at the Nth poll, before its limit; `left`: the buyer leaves the Alipay / WeChat
 * H5 page without paying (it leads straight back), then as `pending`.
 */
export const ORDERS = ['paid', 'fails', 'expires', 'pending', 'never', 'closed', 'left'] as const;
export type OrderMode = (typeof ORDERS)[number];

/** Business codes union_order_pay can be made to answer. */
export const PAY_ERRORS = [37, 41, 42, 5030, 5031] as const;
export type PayErrorCode = (typeof PAY_ERRORS)[number];

/**
 * What the stand-in WeixinJSBridge of a WeChat user agent (mocks/wechat-bridge.ts) does with a pay
 * request: show its sheet (`ask`), answer at once, or not be there (`off`, from the next load).
 */
export const JSAPI_MODES = ['ask', 'succeed', 'cancel', 'fail', 'off'] as const;
export type JsapiMode = (typeof JSAPI_MODES)[number];

/** How a QR order (WeChat NATIVE, UnionPay) is paid: as the order dimension says, or by a scan only. */
export const QR_PAY_MODES = ['auto', 'scan'] as const;
export type QrPayMode = (typeof QR_PAY_MODES)[number];

/** `401`: one HTTP 401, then the fault is gone. */
export const FAULT_KINDS = ['500', 'timeout', 'bad-json', 'offline', 'business', '401'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** A path prefix such as `/v1/web/config`; '' for every API call. */
  path: string;
}

export interface MockState {
  account: AccountPreset;
  payment: PaymentMode;
  methods: PayMethod[];
  promotion: PromotionMode;
  order: OrderMode;
  /** `paid`, `fails` and `closed` settle at this poll of union_order_state. */
  polls: number;
  payError: PayErrorCode | null;
  jsapi: JsapiMode;
  qrPay: QrPayMode;
  faults: Fault[];
  /** Added to every API call, in ms. */
  latencyMs: number;
  /** The server clock minus the real one, in seconds: `meta.time` and every server time follow it. */
  clockOffset: number;
}

export const DEFAULT_STATE: Readonly<MockState> = {
  account: 'member',
  payment: 'open',
  methods: [...PAY_METHODS],
  promotion: 'off',
  order: 'paid',
  polls: 2,
  payError: null,
  jsapi: 'ask',
  qrPay: 'auto',
  faults: [],
  latencyMs: 0,
  clockOffset: 0,
};

/** The URL parameter of each dimension. */
const PARAMS = {
  account: 'mock-account',
  payment: 'mock-payment',
  methods: 'mock-methods',
  promotion: 'mock-promotion',
  order: 'mock-order',
  polls: 'mock-polls',
  payError: 'mock-pay-error',
  jsapi: 'mock-jsapi',
  qrPay: 'mock-qr-pay',
  faults: 'mock-fault',
  latencyMs: 'mock-latency',
  clockOffset: 'mock-clock',
} as const satisfies Record<keyof MockState, string>;

const NONE = 'none';
const MAX_POLLS = 20;
const MAX_LATENCY_MS = 60_000;
const MAX_CLOCK_OFFSET = 400 * 86_400;

const oneOf = <T extends string | number>(values: readonly T[], raw: string): T | undefined =>
  values.find((value) => String(value) === raw);

function integer(raw: string, min: number, max: number): number | undefined {
  if (!/^[+-]?\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

function methodsFrom(raw: string): PayMethod[] | undefined {
  const names = raw.split(',').filter(Boolean);
  const methods = PAY_METHODS.filter((method) => names.includes(method));
  return methods.length === names.length && methods.length > 0 ? methods : undefined;
}

/** `500`, `500:/v1/web/config`. */
function faultFrom(raw: string): Fault | undefined {
  const [kindText = '', ...rest] = raw.split(':');
  const kind = oneOf(FAULT_KINDS, kindText);
  const path = rest.join(':');
  if (!kind || (path && !path.startsWith('/'))) return undefined;
  return { kind, path };
}

function faultText(fault: Fault): string {
  return fault.path ? `${fault.kind}:${fault.path}` : fault.kind;
}

/**
 * The dimensions a query string sets (unknown or malformed values are ignored, so a typo never
 * breaks the page). `mock-fault` may repeat; `mock-fault=none` and `mock-pay-error=none` clear.
 */
export function dimensionsFromQuery(params: URLSearchParams): Partial<MockState> {
  const set: Partial<MockState> = {};
  const read = (name: string) => params.get(name) ?? undefined;
  const text = (key: keyof typeof PARAMS) => read(PARAMS[key]);

  const account = text('account');
  if (account !== undefined) set.account = oneOf(ACCOUNTS, account);
  const payment = text('payment');
  if (payment !== undefined) set.payment = oneOf(PAYMENTS, payment);
  const methods = text('methods');
  if (methods !== undefined) set.methods = methodsFrom(methods);
  const promotion = text('promotion');
  if (promotion !== undefined) set.promotion = oneOf(PROMOTIONS, promotion);
  const order = text('order');
  if (order !== undefined) set.order = oneOf(ORDERS, order);
  const polls = text('polls');
  if (polls !== undefined) set.polls = integer(polls, 1, MAX_POLLS);
  const payError = text('payError');
  if (payError !== undefined) set.payError = payError === NONE ? null : oneOf(PAY_ERRORS, payError);
  const jsapi = text('jsapi');
  if (jsapi !== undefined) set.jsapi = oneOf(JSAPI_MODES, jsapi);
  const qrPay = text('qrPay');
  if (qrPay !== undefined) set.qrPay = oneOf(QR_PAY_MODES, qrPay);
  const faults = params.getAll(PARAMS.faults);
  if (faults.length > 0) {
    const parsed = faults.filter((raw) => raw !== NONE).map(faultFrom);
    if (parsed.every(Boolean)) set.faults = parsed as Fault[];
  }
  const latency = text('latencyMs');
  if (latency !== undefined) set.latencyMs = integer(latency, 0, MAX_LATENCY_MS);
  const clock = text('clockOffset');
  if (clock !== undefined) set.clockOffset = integer(clock, -MAX_CLOCK_OFFSET, MAX_CLOCK_OFFSET);

  for (const key of Object.keys(set) as Array<keyof MockState>)
    if (set[key] === undefined) delete set[key];
  return set;
}

/** The query parameters that say `state` in full (with `mock=default` first, so they replace). */
export function queryOfState(state: MockState): URLSearchParams {
  const params = new URLSearchParams({ mock: 'default', [PARAMS.account]: state.account });
  const put = (key: keyof typeof PARAMS, value: string) => params.set(PARAMS[key], value);
  if (state.payment !== DEFAULT_STATE.payment) put('payment', state.payment);
  if (state.methods.length !== PAY_METHODS.length) put('methods', state.methods.join(','));
  if (state.promotion !== DEFAULT_STATE.promotion) put('promotion', state.promotion);
  if (state.order !== DEFAULT_STATE.order) put('order', state.order);
  if (state.polls !== DEFAULT_STATE.polls) put('polls', String(state.polls));
  if (state.payError !== null) put('payError', String(state.payError));
  if (state.jsapi !== DEFAULT_STATE.jsapi) put('jsapi', state.jsapi);
  if (state.qrPay !== DEFAULT_STATE.qrPay) put('qrPay', state.qrPay);
  for (const fault of state.faults) params.append(PARAMS.faults, faultText(fault));
  if (state.latencyMs !== 0) put('latencyMs', String(state.latencyMs));
  if (state.clockOffset !== 0) put('clockOffset', String(state.clockOffset));
  return params;
}

export function sameState(a: MockState, b: MockState): boolean {
  return queryOfState(a).toString() === queryOfState(b).toString();
}
