/**
 * The named presets of `?mock=NAME` and the QA panel: each is a combination of dimensions
 * (./dimensions.ts). A preset sets its own dimensions and puts every other one back to its
 * default, except the account: the test phone's account is data, so "non-member" followed by
 * "pay-fails" is a non-member whose payment fails. `default` is the everyday setup.
 */
import { DEFAULT_STATE, type FaultKind, type MockState, type PayErrorCode } from './dimensions';

export interface Preset {
  name: string;
  label: string;
  group: '账号' | '配置' | '支付' | '网络';
  state: Partial<MockState>;
  /** Sign every session out when switching to this preset. */
  revokeSessions?: boolean;
}

function payError(code: PayErrorCode, label: string): Preset {
  return { name: `pay-error-${code}`, label, group: '支付', state: { payError: code } };
}

function fault(name: string, kind: FaultKind, label: string): Preset {
  return { name, label, group: '网络', state: { faults: [{ kind, path: '' }] } };
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'default',
    label: '默认（会员，支付开放，第 2 次轮询支付成功）',
    group: '账号',
    state: {},
  },
  {
    name: 'guest',
    label: '游客（所有登录态失效）',
    group: '账号',
    state: {},
    revokeSessions: true,
  },
  { name: 'member', label: '测试号为会员', group: '账号', state: { account: 'member' } },
  { name: 'non-member', label: '测试号为非会员', group: '账号', state: { account: 'non-member' } },
  {
    name: 'member-no-pieces',
    label: '测试号为会员，没有精修张数',
    group: '账号',
    state: { account: 'member-no-pieces' },
  },
  {
    name: 'low-storage',
    label: '测试号会员，存储空间不足',
    group: '账号',
    state: { account: 'low-storage' },
  },
  { name: 'payment-closed', label: '支付未开放', group: '配置', state: { payment: 'closed' } },
  { name: 'promotion-on', label: '促销活动进行中', group: '配置', state: { promotion: 'on' } },
  { name: 'pay-succeeds', label: '支付成功（第 2 次轮询）', group: '支付', state: {} },
  { name: 'pay-expires', label: '二维码 5 秒后过期', group: '支付', state: { order: 'expires' } },
  {
    name: 'pay-pending',
    label: '订单一直待支付（15 分钟后关闭）',
    group: '支付',
    state: { order: 'pending' },
  },
  { name: 'pay-fails', label: '支付失败（第 2 次轮询）', group: '支付', state: { order: 'fails' } },
  payError(37, '下单返回业务码 37'),
  payError(41, '下单返回业务码 41'),
  payError(42, '下单返回业务码 42'),
  payError(5030, '下单返回业务码 5030'),
  payError(5031, '下单返回业务码 5031'),
  {
    name: 'slow-network',
    label: '慢网络（每个请求 2 秒）',
    group: '网络',
    state: { latencyMs: 2000 },
  },
  fault('timeout', 'timeout', '请求超时（60 秒无响应）'),
  fault('server-errors', '500', '接口全部 HTTP 500'),
  fault('bad-json', 'bad-json', '接口返回损坏的 JSON'),
  fault('offline', 'offline', '断网（请求失败）'),
  fault('business-errors', 'business', '接口全部返回业务错误码'),
];

export function findPreset(name: string): Preset | undefined {
  return PRESETS.find((preset) => preset.name === name);
}

/** The state a preset makes of `current`: its own dimensions, defaults elsewhere, the account kept. */
export function presetState(preset: Preset, current: MockState): MockState {
  return {
    ...structuredClone(DEFAULT_STATE),
    account: current.account,
    ...structuredClone(preset.state),
  };
}
