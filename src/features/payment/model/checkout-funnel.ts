/**
 * The purchase funnel of docs/tracking-plan.md, read from the checkout's transitions: what a move
 * from one state of model/checkout-machine.ts to the next means to the business. Pure; the hook
 * (../use-checkout.ts) sends what it returns. The checkout dialog's own moments (a channel picked,
 * the agreement asked for) are sent by the dialog.
 */
import type { TrackedEvent } from '@/shared/events/track';
import { BusinessCode } from '@/shared/enums';
import type { PayChannel } from '@/shared/enums';
import { orderOf, type ActiveOrder, type CheckoutState } from './checkout-state';
import type { OrderErrorView } from './order-errors';

/** Which question the page asks (components/purchase-dialogs.tsx's resume and unknown dialogs). */
function resumeQuestion(state: CheckoutState): 'unpaid' | 'ended' | 'unknown' | undefined {
  if (state.kind === 'unknown') return 'unknown';
  if (state.kind !== 'awaiting' && state.kind !== 'ended') return undefined;
  if (state.order.mode !== 'redirect') return undefined;
  if (state.kind === 'ended') return 'ended';
  return state.via === 'leaving' ? undefined : 'unpaid';
}

const orderProperties = (order: Pick<ActiveOrder, 'outTradeNo' | 'channel'>) => ({
  out_trade_no: order.outTradeNo,
  channel: order.channel,
});

/** The purchase a resume question is about (an order call never answered has no trade number). */
function subjectOf(
  state: CheckoutState,
): { out_trade_no: string; channel: PayChannel } | undefined {
  if (state.kind === 'unknown') return { out_trade_no: '', channel: state.intent.channel };
  const order = orderOf(state);
  return order && orderProperties(order);
}

const CODE_OF_KIND: Partial<Record<OrderErrorView['kind'], number>> = {
  code37: BusinessCode.PackError,
  code41: BusinessCode.UnionProductPurchaseError,
  code42: BusinessCode.UnionProductDeductionMulti,
  code5030: BusinessCode.DeductionInvalid,
  code5031: BusinessCode.DeductionDowngrade,
};

/** The buyer's answer to a resume question, told by the state it led to. */
function resumeChoice(
  previous: CheckoutState,
  next: CheckoutState,
): 'check' | 'reselect' | 'renew' | 'continue' | 'close' | undefined {
  if (next.kind === 'idle') return 'close';
  if (next.kind === 'confirming') return 'reselect';
  if (next.kind === 'creating') return previous.kind === 'unknown' ? 'continue' : 'renew';
  if (previous.kind === 'awaiting' && next.kind === 'awaiting' && next.checks > previous.checks)
    return 'check';
  return undefined;
}

export function checkoutFunnel(
  previous: CheckoutState,
  next: CheckoutState,
  context: { sourceId: number },
): TrackedEvent[] {
  if (previous === next) return [];
  const events: TrackedEvent[] = [];

  if (previous.kind === 'preparing' && next.kind === 'confirming') {
    const { product } = next;
    events.push({
      event: 'pay_checkout_open',
      properties: {
        product_id: product.id,
        product_name: product.name,
        purchase_method: product.purchase_method,
        price: product.price,
        source_id: context.sourceId,
      },
    });
  }

  if (previous.kind === 'creating' && next.kind === 'confirming' && next.error) {
    events.push({
      event: 'pay_order_refuse',
      properties: {
        product_id: previous.product.id,
        channel: previous.intent.channel,
        reason: next.error.kind,
        code: CODE_OF_KIND[next.error.kind] ?? 0,
      },
    });
  }

  if (previous.kind === 'creating' && next.kind === 'awaiting') {
    const { order } = next;
    events.push({
      event: 'pay_order_create',
      properties: {
        product_id: next.product.id,
        ...orderProperties(order),
        amount: order.amount,
        deduction: order.deduction,
      },
    });
    if (order.mode === 'qr')
      events.push({ event: 'pay_qr_show', properties: orderProperties(order) });
    if (next.via === 'leaving')
      events.push({ event: 'pay_provider_leave', properties: orderProperties(order) });
  }

  const returned =
    next.kind === 'awaiting' &&
    next.via === 'returned' &&
    next.order.mode === 'redirect' &&
    !(previous.kind === 'awaiting' && previous.via === 'returned');
  if (returned)
    events.push({ event: 'pay_provider_return', properties: orderProperties(next.order) });

  if (next.kind === 'paid' && previous.kind !== 'paid')
    events.push({
      event: 'pay_paid',
      properties: { ...orderProperties(next.order), amount: next.order.amount },
    });
  if (next.kind === 'ended' && previous.kind !== 'ended')
    events.push({
      event: 'pay_order_end',
      properties: { ...orderProperties(next.order), reason: next.reason },
    });

  const asked = resumeQuestion(previous);
  const asking = resumeQuestion(next);
  const choice = asked && resumeChoice(previous, next);
  const askedAbout = subjectOf(previous);
  if (choice && askedAbout)
    events.push({ event: 'pay_resume_choose', properties: { ...askedAbout, choice } });
  const askingAbout = subjectOf(next);
  if (asking && asking !== asked && askingAbout)
    events.push({ event: 'pay_resume_prompt', properties: { ...askingAbout, dialog: asking } });
  return events;
}
