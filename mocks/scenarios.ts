/**
 * QA scenarios. One is active at a time: chosen with `?mock=NAME` (or the QA panel) and kept in
 * localStorage `__mock_scenario` until changed; `default` (nothing stored) is the everyday setup.
 * Switching *to* an account scenario (member, non-member, low-storage) rebuilds the test phone's
 * account; switching to `guest` signs every session out. Other scenarios leave the data alone, so
 * "non-member" followed by "pay-fails" tests a non-member whose payment fails.
 */
import { applyAccountPreset, configureSeedPreset, resetDb, updateDb, type PayOutcome } from './db';
import type { AccountPreset } from './fixtures/accounts';
import { BUSINESS_ERRORS } from './lib/http';

export const SCENARIO_STORAGE_KEY = '__mock_scenario';
/** A path prefix (`/v1/ow/im/info`): when set, a network scenario fails only the matching calls. */
const FAILURE_ONLY_STORAGE_KEY = '__mock_failure_only';
/** Set when the mock server's answers change (another scenario, a reset), until the app asks. */
const STATE_CHANGED_STORAGE_KEY = '__mock_state_changed';

export interface Scenario {
  name: string;
  label: string;
  group: '账号' | '配置' | '支付' | '网络';
  /** The test phone's account after switching to this scenario. */
  account?: AccountPreset;
  /** Sign every token out when switching to this scenario. */
  revokeSessions?: boolean;
  paymentOpen: boolean;
  promotionOn: boolean;
  payOutcome: PayOutcome;
  /** An order settles at this poll of union_order_state, or this many seconds after creation. */
  settleAfterPolls: number;
  settleAfterSeconds: number;
  /** `Pay-Limit-Time`: seconds until a new order expires. */
  payLimitSeconds: number;
  /** union_order_pay answers this business error instead of creating an order. */
  payError?: { code: number; message: string };
  /** Extra latency of every API call, in ms. */
  latencyMs: number;
  failure?: 'http-500' | 'offline' | 'bad-json' | 'timeout' | 'business-error';
}

const BASE: Omit<Scenario, 'name' | 'label' | 'group'> = {
  paymentOpen: true,
  promotionOn: false,
  payOutcome: 'succeed',
  settleAfterPolls: 2,
  settleAfterSeconds: 6,
  payLimitSeconds: 900,
  latencyMs: 0,
};

function scenario(
  fields: Partial<Scenario> & Pick<Scenario, 'name' | 'label' | 'group'>,
): Scenario {
  return { ...BASE, ...fields };
}

function payError(code: number, message: string): Scenario {
  return scenario({
    name: `pay-error-${code}`,
    label: `下单返回业务码 ${code}`,
    group: '支付',
    payError: { code, message },
  });
}

export const SCENARIOS: Scenario[] = [
  scenario({
    name: 'default',
    label: '默认（会员，支付开放，第 2 次轮询支付成功）',
    group: '账号',
  }),
  scenario({ name: 'guest', label: '游客（所有登录态失效）', group: '账号', revokeSessions: true }),
  scenario({ name: 'member', label: '测试号为会员', group: '账号', account: 'member' }),
  scenario({ name: 'non-member', label: '测试号为非会员', group: '账号', account: 'non-member' }),
  scenario({
    name: 'member-no-pieces',
    label: '测试号为会员，没有精修张数',
    group: '账号',
    account: 'member-no-pieces',
  }),
  scenario({
    name: 'low-storage',
    label: '测试号会员，存储空间不足',
    group: '账号',
    account: 'low-storage',
  }),
  scenario({ name: 'payment-closed', label: '支付未开放', group: '配置', paymentOpen: false }),
  scenario({ name: 'promotion-on', label: '促销活动进行中', group: '配置', promotionOn: true }),
  scenario({ name: 'pay-succeeds', label: '支付成功（第 2 次轮询）', group: '支付' }),
  scenario({
    name: 'pay-expires',
    label: '二维码 5 秒后过期',
    group: '支付',
    payOutcome: 'expire',
    payLimitSeconds: 5,
  }),
  scenario({
    name: 'pay-pending',
    label: '订单一直待支付（15 分钟后关闭）',
    group: '支付',
    payOutcome: 'expire',
  }),
  scenario({
    name: 'pay-fails',
    label: '支付失败（第 2 次轮询）',
    group: '支付',
    payOutcome: 'fail',
  }),
  payError(BUSINESS_ERRORS.packError, '套餐信息已变更，请刷新页面后重试'),
  payError(BUSINESS_ERRORS.unionProductPurchase, '该套餐暂不支持购买'),
  payError(BUSINESS_ERRORS.unionDeductionMulti, '存在多笔可抵扣订单，请联系客服处理'),
  payError(BUSINESS_ERRORS.deductionInvalid, '抵扣信息已失效，请刷新后重试'),
  payError(BUSINESS_ERRORS.deductionDowngrade, '暂不支持降级购买，请选择更高等级的套餐'),
  scenario({
    name: 'slow-network',
    label: '慢网络（每个请求 2 秒）',
    group: '网络',
    latencyMs: 2000,
  }),
  scenario({
    name: 'timeout',
    label: '请求超时（60 秒无响应）',
    group: '网络',
    failure: 'timeout',
  }),
  scenario({
    name: 'server-errors',
    label: '接口全部 HTTP 500',
    group: '网络',
    failure: 'http-500',
  }),
  scenario({ name: 'bad-json', label: '接口返回损坏的 JSON', group: '网络', failure: 'bad-json' }),
  scenario({ name: 'offline', label: '断网（请求失败）', group: '网络', failure: 'offline' }),
  scenario({
    name: 'business-errors',
    label: '接口全部返回业务错误码',
    group: '网络',
    failure: 'business-error',
  }),
];

const DEFAULT_SCENARIO = SCENARIOS[0]!;

let memoryName: string | undefined;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.name === name);
}

/** The active scenario (read on every request, so a switch in another tab applies at once). */
export function getScenario(): Scenario {
  const store = storage();
  const name = store ? store.getItem(SCENARIO_STORAGE_KEY) : memoryName;
  return (name ? findScenario(name) : undefined) ?? DEFAULT_SCENARIO;
}

function markServerStateChanged(): void {
  storage()?.setItem(STATE_CHANGED_STORAGE_KEY, '1');
}

/**
 * Whether the mock server's answers changed since the app last asked (a scenario switch, a data
 * reset), which makes the app's session caches of earlier answers stale: the web config would
 * keep payment open after a switch to `payment-closed`. Asking clears the mark.
 */
export function takeServerStateChanged(): boolean {
  const store = storage();
  const changed = store?.getItem(STATE_CHANGED_STORAGE_KEY) === '1';
  store?.removeItem(STATE_CHANGED_STORAGE_KEY);
  return changed;
}

function revokeAllSessions(): void {
  updateDb((db) => {
    db.sessions = {};
  });
}

/**
 * Makes `name` the active scenario. Only an actual change applies its account preset or sign-out,
 * so reloading a page that still carries `?mock=member` keeps what was bought meanwhile.
 * Returns false for an unknown name (nothing changes).
 */
export function setScenario(name: string): boolean {
  const next = findScenario(name);
  if (!next) return false;
  const store = storage();
  const stored =
    (store ? store.getItem(SCENARIO_STORAGE_KEY) : memoryName) ?? DEFAULT_SCENARIO.name;
  if (stored === next.name) return true;
  if (next.name === DEFAULT_SCENARIO.name) {
    store?.removeItem(SCENARIO_STORAGE_KEY);
    memoryName = undefined;
  } else {
    store?.setItem(SCENARIO_STORAGE_KEY, next.name);
    memoryName = next.name;
  }
  if (next.account) {
    const preset = next.account;
    updateDb((db) => applyAccountPreset(db, preset));
  }
  if (next.revokeSessions) revokeAllSessions();
  markServerStateChanged();
  return true;
}

/** The path prefix a network scenario is limited to (`?mock-only=`), if any. */
export function getFailureOnly(): string | undefined {
  return storage()?.getItem(FAILURE_ONLY_STORAGE_KEY) ?? undefined;
}

/**
 * Applies `?mock=NAME` from a query string, if it names a scenario, with `&mock-only=/v1/path` to
 * limit its failure to the calls under that path (any `?mock=` without it lifts the limit).
 * Returns the active scenario.
 */
export function applyScenarioFromUrl(search: string): Scenario {
  const params = new URLSearchParams(search);
  const name = params.get('mock');
  if (name) {
    setScenario(name);
    const only = params.get('mock-only') ?? undefined;
    if (only !== getFailureOnly()) markServerStateChanged();
    if (only) storage()?.setItem(FAILURE_ONLY_STORAGE_KEY, only);
    else storage()?.removeItem(FAILURE_ONLY_STORAGE_KEY);
  }
  return getScenario();
}

/** The QA panel's "reset data": fixtures again, in the shape the active scenario asks for. */
export function resetMockData(): void {
  const active = getScenario();
  resetDb(active.account ?? 'member');
  if (active.revokeSessions) revokeAllSessions();
  markServerStateChanged();
}

/** Back to `default` with freshly seeded data (for tests). */
export function resetMocks(): void {
  storage()?.removeItem(SCENARIO_STORAGE_KEY);
  storage()?.removeItem(FAILURE_ONLY_STORAGE_KEY);
  storage()?.removeItem(STATE_CHANGED_STORAGE_KEY);
  memoryName = undefined;
  resetDb('member');
}

configureSeedPreset(() => getScenario().account ?? 'member');
