/** The checkout's states and events (the machine itself: checkout-machine.ts). */
import type { Package, WechatJsapiParams } from '@/api/types';
import type { OrderEndReason, PayChannel } from '@/shared/enums';
import type { OrderErrorView } from './order-errors';
import type {
  Intent,
  PayMode,
  PendingRecord,
  ProductSnapshot,
} from '@/domain/payment/pending-order';

type JsapiNote = 'waiting' | 'no-bridge' | 'cancel' | 'fail';
type CheckoutNotice = 'jsapi-unavailable' | 'auth-failed';

/**
 * The buyer closed an order's dialog, chose 重新选择 or left the page while the order may still be
 * paid: asked whether they paid. `then`: where 放弃支付 leads (closed, back to the choice of
 * channel, or on to the page the buyer was going to); `view`: the question, or the help with the
 * order number (遇到问题).
 */
interface LeaveQuestion {
  then: 'idle' | 'choose' | 'leave';
  view: 'ask' | 'help';
  /** 已完成支付 was pressed while it was asked: the poll's answer is the question's. */
  checked?: boolean;
}

export interface ActiveOrder {
  outTradeNo: string;
  intentId: string;
  channel: PayChannel;
  mode: PayMode;
  amount: number;
  deduction: number;
  expiresAt: number;
  product: ProductSnapshot;
  qr?: string;
  /** The provider page (Alipay, WeChat H5) the browser is sent to. */
  url?: string;
  payParams?: WechatJsapiParams;
}

/** What union_order_pay gave, as the hook hands it over. */
export type OrderStart = Omit<ActiveOrder, 'intentId' | 'channel' | 'product'>;

export type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'preparing'; product: Package }
  | {
      kind: 'confirming';
      product: ProductSnapshot;
      /** Kept after an error that may be retried, so the retry is the same intent. */
      intent?: Intent;
      error?: OrderErrorView;
      notice?: CheckoutNotice;
      refreshing?: boolean;
      /** Another package's order of this account is still open: the checkout says so. */
      otherOpen?: ActiveOrder;
    }
  | {
      kind: 'open-order';
      product: ProductSnapshot;
      /** The account's order of this package, still payable: 继续支付 or 重新下单. */
      order: ActiveOrder;
      /** 重新下单 was pressed: the buyer is asked to confirm. */
      confirming?: boolean;
    }
  | { kind: 'authorizing'; product: ProductSnapshot; channel: PayChannel; authState: string }
  | {
      kind: 'creating';
      product: ProductSnapshot;
      intent: Intent;
      /** The WeChat code of the authorisation round trip (JSAPI). */
      code?: string;
      /** The order being replaced (刷新二维码 / 重新支付): its dialog stays while this one is made. */
      replacing?: { order: ActiveOrder; reason: OrderEndReason };
    }
  | { kind: 'unknown'; product: ProductSnapshot; intent: Intent }
  | {
      kind: 'awaiting';
      product: ProductSnapshot;
      order: ActiveOrder;
      /** fresh: in the page; leaving: the browser is going to the provider; returned: back from it. */
      via: 'fresh' | 'leaving' | 'returned';
      jsapi?: JsapiNote;
      /** Bumped by 已完成支付 (poll now) and by 重新支付 in WeChat (invoke again). */
      checks: number;
      question?: LeaveQuestion;
    }
  /**
   * The session ended (401) while the order was shown: the buyer logs in again over the page;
   * `shown` is how it was shown, to show it so again.
   */
  | {
      kind: 'relogin';
      product: ProductSnapshot;
      order: ActiveOrder;
      shown: Extract<CheckoutState, { kind: 'awaiting' }>;
    }
  | { kind: 'paid'; product: ProductSnapshot; order: ActiveOrder }
  | { kind: 'ended'; product: ProductSnapshot; order: ActiveOrder; reason: OrderEndReason };

export type CheckoutEvent =
  | { type: 'BUY'; product: Package }
  | {
      type: 'PREPARED';
      product: ProductSnapshot;
      /** The account's payable orders at that moment, newest first. */
      open?: readonly ActiveOrder[];
    }
  | { type: 'PREPARE_FAILED' }
  | { type: 'PAY'; channel: PayChannel; freshIntentId: string; authState?: string }
  | { type: 'AUTH_UNAVAILABLE' }
  | { type: 'CREATED'; intentId: string; start: OrderStart }
  | { type: 'CREATE_FAILED'; intentId: string; error: OrderErrorView }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'REFRESHED'; product: ProductSnapshot | null }
  | { type: 'RESUME'; record: PendingRecord | null; now: number }
  /** The account became known after the page opened: its order of this page, if nothing else shows. */
  | { type: 'ACCOUNT_KNOWN'; record: PendingRecord | null; now: number }
  | { type: 'CHECK' }
  | { type: 'SETTLED'; outTradeNo: string; status: 'paid' | OrderEndReason }
  | { type: 'JSAPI_RESULT'; outTradeNo: string; result: 'ok' | Exclude<JsapiNote, 'waiting'> }
  | { type: 'JSAPI_RETRY' }
  | { type: 'RENEW'; freshIntentId: string }
  | { type: 'START_OVER' }
  | { type: 'CLOSE' }
  /** A navigation to another page, held until the buyer answers the question. */
  | { type: 'LEAVE' }
  /** 放弃支付: the page stops watching the order (the server still decides). */
  | { type: 'ABANDON' }
  | { type: 'HELP' }
  | { type: 'BACK_TO_ORDER' }
  /** 继续支付 an open order of the account: its dialog again, no new order. */
  | { type: 'CONTINUE'; order: ActiveOrder; now: number }
  | { type: 'REORDER' }
  | { type: 'REORDER_CONFIRMED' }
  | { type: 'SESSION_LOST'; outTradeNo: string }
  /** The same account logged in again after SESSION_LOST: the order as it was shown. */
  | { type: 'LOGGED_IN_AGAIN'; outTradeNo: string }
  /** Another account is logged in (in this tab or another): nothing of the last one stays. */
  | { type: 'ACCOUNT_CHANGED' };

export const IDLE: CheckoutState = { kind: 'idle' };

/** The order that the state holds (the one to poll, show or resume), if any. */
export function orderOf(state: CheckoutState): ActiveOrder | undefined {
  if (
    state.kind === 'awaiting' ||
    state.kind === 'paid' ||
    state.kind === 'ended' ||
    state.kind === 'relogin'
  ) {
    return state.order;
  }
  return state.kind === 'creating' ? state.replacing?.order : undefined;
}
