/**
 * The purchase funnel of docs/tracking-plan.md, read from the checkout's transitions: what a move
 * from one state of model/checkout-machine.ts to the next means to the business. Pure; ../use-funnel.ts
 * sends what it returns. The checkout dialog's own moments (a channel picked,
 * the agreement asked for) are sent by the dialog.
 */
import type { TrackedEvent } from '@/shared/events/track';
import type { TrackingPlan } from '@/shared/events/tracking-plan';
import type { PayChannel } from '@/shared/enums';
import { checkoutReducer } from './checkout-machine';
import {
  orderOf,
  type ActiveOrder,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state';

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

type ResumeChoice = TrackingPlan['pay_resume_choose']['choice'];

/** The buyer's answers to a resume question: the dialogs' buttons, and closing the dialog. */
const CHOICE_OF_EVENT: Partial<Record<CheckoutEvent['type'], ResumeChoice>> = {
  CHECK: 'check',
  START_OVER: 'reselect',
  RENEW: 'renew',
  RETRY: 'continue',
  CLOSE: 'close',
};

interface FunnelContext {
  sourceId: number;
}

/** What the move from `previous` to `next` by `event` tells the business. */
export function checkoutFunnel(
  previous: CheckoutState,
  event: CheckoutEvent,
  next: CheckoutState,
  context: FunnelContext,
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

  if (event.type === 'CREATE_FAILED' && previous.kind === 'creating') {
    events.push({
      event: 'pay_order_refuse',
      properties: {
        product_id: previous.product.id,
        channel: previous.intent.channel,
        reason: event.error.kind,
        code: event.error.code ?? 0,
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
  const choice = asked && CHOICE_OF_EVENT[event.type];
  const askedAbout = subjectOf(previous);
  if (choice && askedAbout)
    events.push({ event: 'pay_resume_choose', properties: { ...askedAbout, choice } });
  const askingAbout = subjectOf(next);
  if (asking && asking !== asked && askingAbout)
    events.push({ event: 'pay_resume_prompt', properties: { ...askingAbout, dialog: asking } });
  return events;
}

/**
 * The funnel of a run of events from `from`, through the machine itself: the hook replays what
 * it dispatched, so every transition is seen even when React renders several at once.
 */
export function funnelOf(
  from: CheckoutState,
  events: readonly CheckoutEvent[],
  context: FunnelContext,
): { at: CheckoutState; sent: TrackedEvent[] } {
  const sent: TrackedEvent[] = [];
  let at = from;
  for (const event of events) {
    const next = checkoutReducer(at, event);
    sent.push(...checkoutFunnel(at, event, next, context));
    at = next;
  }
  return { at, sent };
}
