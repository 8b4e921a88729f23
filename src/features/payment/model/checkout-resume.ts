/**
 * Where the checkout stands when the page comes back: a reload, a return from a provider, the
 * back/forward cache, WeChat's authorisation round trip. Pure, like the machine.
 */
import {
  isFreshAuthorizing,
  type PayingRecord,
  type PendingRecord,
} from '@/domain/payment/pending-order';
import { IDLE, type ActiveOrder, type CheckoutState } from './checkout-state';

/** The order as the checkout holds it, from a stored record (the record's own fields left out). */
export function activeOrderOf(record: PayingRecord): ActiveOrder {
  const { outTradeNo, intentId, channel, mode, amount, deduction, expiresAt, product } = record;
  const { qr, url, payParams } = record;
  return {
    outTradeNo,
    intentId,
    channel,
    mode,
    amount,
    deduction,
    expiresAt,
    product,
    ...(qr ? { qr } : {}),
    ...(url ? { url } : {}),
    ...(payParams ? { payParams } : {}),
  };
}

/**
 * 继续支付 an order still payable at `now`: its QR again, WeChat Pay again with the same
 * parameters, or the provider's page again (no new order); an order past its limit is not.
 */
export function continued(order: ActiveOrder, now: number): CheckoutState {
  if (order.expiresAt <= now) return IDLE;
  const base = { kind: 'awaiting' as const, product: order.product, order, checks: 0 };
  if (order.mode === 'jsapi') return { ...base, via: 'fresh', jsapi: 'waiting' };
  if (order.mode === 'redirect') return { ...base, via: order.url ? 'leaving' : 'returned' };
  return { ...base, via: 'fresh' };
}

/** The state a pending record resumes to (a reload, a return from a provider). */
export function resumeFrom(record: PendingRecord | null, now: number): CheckoutState {
  if (!record) return IDLE;
  const { product } = record;
  if (record.stage === 'creating') {
    const intent = { id: record.intentId, productId: product.id, channel: record.channel };
    return { kind: 'unknown', product, intent };
  }
  if (record.stage === 'authorizing') {
    // Back from WeChat's authorisation page without a code: the buyer can try again.
    return { kind: 'confirming', product, notice: 'auth-failed' };
  }
  if (record.expiresAt <= now) return IDLE;
  const order = activeOrderOf(record);
  return {
    kind: 'awaiting',
    product,
    order,
    via: record.mode === 'qr' ? 'fresh' : 'returned',
    // A reload in WeChat: the pay sheet is gone; 重新支付 opens it again with the same order.
    ...(record.mode === 'jsapi' ? { jsapi: 'cancel' as const } : {}),
    checks: 0,
  };
}

/**
 * The page came back (back/forward cache, a return from a provider). A state that was waiting on
 * the world outside the page unlocks; the record wins when it names another purchase.
 */
export function resumed(
  state: CheckoutState,
  record: PendingRecord | null,
  now: number,
): CheckoutState {
  switch (state.kind) {
    case 'idle':
      return resumeFrom(record, now);
    case 'authorizing':
      // Back from WeChat's authorisation page without a code.
      return !record || record.stage === 'authorizing'
        ? { kind: 'confirming', product: state.product, notice: 'auth-failed' }
        : resumeFrom(record, now);
    case 'awaiting': {
      const same = record?.stage === 'paying' && record.outTradeNo === state.order.outTradeNo;
      // No record (storage blocked, or cleared in another tab): the state still knows the order.
      if (!same && record) return resumeFrom(record, now);
      return state.via === 'leaving' ? { ...state, via: 'returned' } : state;
    }
    default:
      return state;
  }
}

/**
 * The state the payment page opens in: what the pending record resumes, or, back from WeChat's
 * authorisation with `?code=`, the JSAPI order it was for. `authLost`: a code came back but the
 * purchase it belongs to is not known here (storage blocked or cleared, another browser).
 */
export function startFrom(
  record: PendingRecord | null,
  auth: { code: string; state: string } | null,
  now: number,
  freshIntentId: string,
): { state: CheckoutState; authLost: boolean } {
  if (!auth) return { state: resumeFrom(record, now), authLost: false };
  if (record?.stage !== 'authorizing') return { state: IDLE, authLost: true };
  const { product, channel } = record;
  if (record.state !== auth.state || !isFreshAuthorizing(record, now)) {
    return { state: { kind: 'confirming', product, notice: 'auth-failed' }, authLost: false };
  }
  const intent = { id: freshIntentId, productId: product.id, channel };
  return { state: { kind: 'creating', product, intent, code: auth.code }, authLost: false };
}
