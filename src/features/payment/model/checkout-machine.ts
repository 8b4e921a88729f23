/**
 * The checkout as one pure state machine: every state the buyer can be in, every event that
 * moves it on, and nothing else. No effects here; `use-checkout.ts` runs them (the order call,
 * the provider redirect, WeChat Pay, polling, the pending record) and reports back with events.
 *
 *   idle → preparing (login, package refresh) → confirming (channel, agreement)
 *        → creating (union_order_pay) | authorizing (WeChat snsapi_base round trip)
 *        → awaiting (QR | redirected to a provider | WeChat JSAPI) → paid | ended (expired,
 *          closed, failed); a create call whose fate is unknown (timeout, reload) → unknown.
 *   preparing → open-order (the account has an order of this package: 继续支付 or 重新下单).
 *   awaiting, closed or 重新选择 → awaiting with a question (已完成支付 / 遇到问题 / 放弃支付).
 *   awaiting, the session ends (401) → relogin → awaiting again after the same account's login.
 *
 * An event that does not fit the state is ignored (the same state object comes back), so rapid
 * clicks, late answers and answers for an intent the buyer has left change nothing.
 */
import type { PayChannel } from '@/shared/enums';
import type { Intent, ProductSnapshot } from '@/domain/payment/pending-order';
import { continued, resumed, resumeFrom } from './checkout-resume';
import { IDLE, type ActiveOrder, type CheckoutEvent, type CheckoutState } from './checkout-state';

export * from './checkout-state';
export { resumeFrom, startFrom } from './checkout-resume';

/** A retry keeps the intent (and so the order) when product and channel are the same. */
function intentFor(
  product: ProductSnapshot,
  channel: PayChannel,
  kept: Intent | undefined,
  freshId: string,
): Intent {
  return kept && kept.productId === product.id && kept.channel === channel
    ? kept
    : { id: freshId, productId: product.id, channel };
}

const sameOrder = (state: CheckoutState, outTradeNo: string) =>
  state.kind === 'awaiting' && state.order.outTradeNo === outTradeNo;

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'BUY':
      return state.kind === 'idle' ? { kind: 'preparing', product: event.product } : state;
    case 'PREPARED': {
      if (state.kind !== 'preparing') return state;
      const { product, open = [] } = event;
      const same = open.find((order) => order.product.id === product.id);
      if (same) return { kind: 'open-order', product, order: same };
      const other = open[0];
      return { kind: 'confirming', product, ...(other ? { otherOpen: other } : {}) };
    }
    case 'PREPARE_FAILED':
      return state.kind === 'preparing' ? IDLE : state;

    case 'PAY': {
      if (state.kind !== 'confirming' || state.refreshing) return state;
      const { product } = state;
      if (event.authState !== undefined) {
        return { kind: 'authorizing', product, channel: event.channel, authState: event.authState };
      }
      const intent = intentFor(product, event.channel, state.intent, event.freshIntentId);
      return { kind: 'creating', product, intent };
    }
    case 'AUTH_UNAVAILABLE':
      return state.kind === 'authorizing'
        ? { kind: 'confirming', product: state.product, notice: 'jsapi-unavailable' }
        : state;

    case 'CREATED': {
      if (state.kind !== 'creating' || state.intent.id !== event.intentId) return state;
      const order: ActiveOrder = {
        ...event.start,
        intentId: state.intent.id,
        channel: state.intent.channel,
        product: state.product,
      };
      const base = { kind: 'awaiting' as const, product: state.product, order, checks: 0 };
      if (order.mode === 'redirect') return { ...base, via: 'leaving' };
      if (order.mode === 'jsapi') return { ...base, via: 'fresh', jsapi: 'waiting' };
      return { ...base, via: 'fresh' };
    }
    case 'CREATE_FAILED': {
      if (state.kind !== 'creating' || state.intent.id !== event.intentId) return state;
      if (event.error.action === 'login') return IDLE;
      // No answer, or one we could not read: the order may exist. Say so, and let the buyer
      // send the same intent again (the server answers the same order) or start over.
      if (event.error.uncertain) {
        return { kind: 'unknown', product: state.product, intent: state.intent };
      }
      return {
        kind: 'confirming',
        product: state.product,
        error: event.error,
        ...(event.error.action === 'retry' ? { intent: state.intent } : {}),
      };
    }
    case 'RETRY':
      return state.kind === 'unknown'
        ? { kind: 'creating', product: state.product, intent: state.intent }
        : state;

    case 'REFRESH':
      return state.kind === 'confirming' && !state.refreshing
        ? { kind: 'confirming', product: state.product, refreshing: true }
        : state;
    case 'REFRESHED':
      if (state.kind !== 'confirming' || !state.refreshing) return state;
      return event.product ? { kind: 'confirming', product: event.product } : IDLE;

    case 'RESUME':
      return resumed(state, event.record, event.now);
    case 'ACCOUNT_KNOWN':
      return state.kind === 'idle' ? resumeFrom(event.record, event.now) : state;
    case 'CHECK':
      if (state.kind !== 'awaiting' || state.via === 'leaving') return state;
      return {
        ...state,
        checks: state.checks + 1,
        ...(state.question ? { question: { ...state.question, checked: true } } : {}),
      };
    case 'SETTLED':
      if (!sameOrder(state, event.outTradeNo) || state.kind !== 'awaiting') return state;
      return event.status === 'paid'
        ? { kind: 'paid', product: state.product, order: state.order }
        : { kind: 'ended', product: state.product, order: state.order, reason: event.status };

    case 'JSAPI_RESULT':
      if (!sameOrder(state, event.outTradeNo) || state.kind !== 'awaiting') return state;
      // 'ok' is only a hint (the order state decides): keep waiting for the poll.
      return event.result === 'ok' ? state : { ...state, jsapi: event.result };
    case 'JSAPI_RETRY':
      return state.kind === 'awaiting' &&
        state.order.mode === 'jsapi' &&
        (state.jsapi === 'cancel' || state.jsapi === 'fail')
        ? { ...state, jsapi: 'waiting', checks: state.checks + 1 }
        : state;

    case 'RENEW': {
      // A new order for the same package and channel (刷新二维码, 重新支付 after a closed order).
      if (state.kind !== 'ended') return state;
      const { product, order, reason } = state;
      const intent = { id: event.freshIntentId, productId: product.id, channel: order.channel };
      return { kind: 'creating', product, intent, replacing: { order, reason } };
    }
    case 'START_OVER':
      // 重新选择. An order that may still be paid in the page asks first; back from a provider,
      // the resume dialog has asked already (the hook stops watching that order).
      if (state.kind === 'awaiting' && asksBeforeLeaving(state)) {
        return { ...state, question: { then: 'choose', view: 'ask' } };
      }
      return state.kind === 'awaiting' || state.kind === 'unknown' || state.kind === 'ended'
        ? { kind: 'confirming', product: state.product }
        : state;
    case 'CLOSE':
      if (state.kind === 'awaiting' && asksBeforeLeaving(state)) {
        return { ...state, question: { then: 'idle', view: 'ask' } };
      }
      // Closing the question keeps the order watched (the hook marks its dialog dismissed).
      return state.kind === 'paid' ? state : IDLE;

    case 'LEAVE':
      return state.kind === 'awaiting' && asksBeforeLeaving(state)
        ? { ...state, question: { then: 'leave', view: 'ask' } }
        : state;
    case 'ABANDON':
      if (state.kind !== 'awaiting' || !state.question) return state;
      return state.question.then === 'choose'
        ? { kind: 'confirming', product: state.product }
        : IDLE;
    case 'HELP':
      return state.kind === 'awaiting' && state.question
        ? { ...state, question: { ...state.question, view: 'help' } }
        : state;
    case 'BACK_TO_ORDER': {
      if (state.kind !== 'awaiting' || !state.question) return state;
      const { question: _question, ...shown } = state;
      return shown;
    }

    case 'CONTINUE':
      return state.kind === 'open-order' || state.kind === 'confirming'
        ? continued(event.order, event.now)
        : state;
    case 'REORDER':
      return state.kind === 'open-order' ? { ...state, confirming: true } : state;
    case 'REORDER_CONFIRMED':
      // The hook stops watching the old order; the buyer chooses the channel of the new one.
      return state.kind === 'open-order' && state.confirming
        ? { kind: 'confirming', product: state.product }
        : state;

    case 'SESSION_LOST':
      return sameOrder(state, event.outTradeNo) && state.kind === 'awaiting'
        ? { kind: 'relogin', product: state.product, order: state.order, shown: state }
        : state;
    case 'LOGGED_IN_AGAIN': {
      if (state.kind !== 'relogin' || state.order.outTradeNo !== event.outTradeNo) return state;
      // A question stays asked; a poll starts again (the bump) for the new session.
      // WeChat's pay sheet is not opened again unasked: 重新支付 does it.
      const { shown } = state;
      const sheet = shown.jsapi === 'waiting' ? { jsapi: 'cancel' as const } : {};
      return { ...shown, ...sheet, checks: shown.checks + 1 };
    }
    case 'ACCOUNT_CHANGED':
      return state.kind === 'idle' ? state : IDLE;
  }
}

/** An order shown in the page (a QR, WeChat Pay) that the buyer may have paid on the phone. */
function asksBeforeLeaving(state: Extract<CheckoutState, { kind: 'awaiting' }>): boolean {
  return state.order.mode !== 'redirect' && !state.question;
}

/** Whether leaving the state's page now asks first (an order shown that may be paid). */
export function asksOnLeave(state: CheckoutState): boolean {
  return state.kind === 'awaiting' && asksBeforeLeaving(state);
}
