/**
 * What the mock server answers for a state: the web config's payment_conf, the promotion config
 * and the plan of a new order. Pure. Windows and promotion periods are anchored to the REAL clock
 * (midnight in Asia/Shanghai), while "now" is the server's (real + the clock offset): moving the
 * server clock moves time across them, as a QA tester moving the clock expects.
 */
import type { PayOutcome } from '../db';
import type { MockState, PayErrorCode, PayMethod } from './dimensions';

const DAY = 86_400;
const SHANGHAI_OFFSET = 8 * 3600;

/** Midnight (Asia/Shanghai) at the start of the day of `t` (Unix seconds). */
export function shanghaiMidnight(t: number): number {
  return t - ((t + SHANGHAI_OFFSET) % DAY);
}

export interface PaymentConfAnswer {
  is_open: 0 | 1;
  start_time: number;
  end_time: number;
  payment_methods: PayMethod[];
}

export function paymentConf(state: MockState, realNow: number): PaymentConfAnswer {
  const today = shanghaiMidnight(realNow);
  const window = (start: number) => ({ start_time: start, end_time: start + DAY - 1 });
  const base = { is_open: 1 as const, start_time: 0, end_time: 0, payment_methods: state.methods };
  switch (state.payment) {
    case 'closed':
      return { ...base, is_open: 0 };
    case 'window':
      return { ...base, ...window(today) };
    case 'not-started':
      return { ...base, ...window(today + DAY) };
    case 'ended':
      return { ...base, ...window(today - DAY) };
    default:
      return base;
  }
}

/** The rule the client applies too (docs/backend-contract.md): open, and now within the window. */
export function paymentOpenAt(conf: PaymentConfAnswer, serverNow: number): boolean {
  if (!conf.is_open) return false;
  if (conf.start_time > 0 && serverNow < conf.start_time) return false;
  return !(conf.end_time > 0 && serverNow > conf.end_time);
}

export interface PromotionAnswer {
  activity_state: 0 | 1;
  promotion_activity_remaining_time: number;
  promotion_activity_start_time: number;
  cake_promotion_activity_start_time: number;
}

const NO_PROMOTION: PromotionAnswer = {
  activity_state: 0,
  promotion_activity_remaining_time: 0,
  promotion_activity_start_time: 0,
  cake_promotion_activity_start_time: 0,
};

/** A week-long period ending at `end`. */
function period(end: number): { start: number; end: number } {
  return { start: end - 7 * DAY, end };
}

/**
 * The promotion config. A period that has not started is answered as the backend schedules one:
 * activity_state 1 with a start time still ahead (the client shows nothing until then).
 */
export function promotionAnswer(
  state: MockState,
  realNow: number,
  serverNow: number,
  endingAt: number | undefined,
): PromotionAnswer {
  const today = shanghaiMidnight(realNow);
  const span =
    state.promotion === 'on'
      ? period(today + 3 * DAY)
      : state.promotion === 'not-started'
        ? { start: today + DAY, end: today + 8 * DAY }
        : state.promotion === 'ending'
          ? period(endingAt ?? realNow + 60)
          : undefined;
  if (!span || serverNow >= span.end) return NO_PROMOTION;
  return {
    activity_state: 1,
    promotion_activity_remaining_time: span.end - serverNow,
    promotion_activity_start_time: span.start,
    cake_promotion_activity_start_time: span.start,
  };
}

export interface OrderPlan {
  outcome: PayOutcome;
  /** Settles (paid, failed or closed, as `outcome` says) at this poll, or this many seconds old. */
  settleAfterPolls: number;
  settleAfterSeconds: number;
  /** `Pay-Limit-Time`: seconds until the order closes if still waiting. */
  payLimitSeconds: number;
}

const OUTCOMES: Record<MockState['order'], PayOutcome> = {
  paid: 'succeed',
  fails: 'fail',
  expires: 'expire',
  pending: 'expire',
  never: 'never',
  closed: 'close',
  left: 'left',
};

const ORDER_LIMIT_SECONDS = 900;
/** The life of an order under `order: 'expires'` (QA's 二维码 5 秒后过期). */
export const SHORT_LIMIT_SECONDS = 5;
const SETTLE_AFTER_SECONDS = 6;

export function orderPlan(state: MockState): OrderPlan {
  return {
    outcome: OUTCOMES[state.order],
    settleAfterPolls: state.polls,
    settleAfterSeconds: SETTLE_AFTER_SECONDS,
    payLimitSeconds: state.order === 'expires' ? SHORT_LIMIT_SECONDS : ORDER_LIMIT_SECONDS,
  };
}

/** The message union_order_pay answers with each business code the state can force. */
export const PAY_ERROR_MESSAGES: Record<PayErrorCode, string> = {
  37: '套餐信息已变更，请刷新页面后重试',
  41: '该套餐暂不支持购买',
  42: '存在多笔可抵扣订单，请联系客服处理',
  5030: '抵扣信息已失效，请刷新后重试',
  5031: '暂不支持降级购买，请选择更高等级的套餐',
};
