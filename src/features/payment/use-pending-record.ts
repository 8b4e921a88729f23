/**
 * Keeps the purchase's records in step with the checkout: before an order exists, the pending
 * record (src/domain/payment/pending-order.ts); once it exists, the account's open orders
 * (src/domain/payment/open-orders.ts), which outlive the dialog. A state that waits on the world
 * outside the page writes its record; a state that settles the order updates the open orders.
 * Call it before the hooks whose effects leave the page: React runs a component's effects in
 * order, so the record is on disk before the browser goes.
 */
import { useEffect, useRef } from 'react';
import type { ActiveOrder, CheckoutState } from './model/checkout-machine';
import type { OpenOrder } from '@/domain/payment/open-orders';
import { markShownHere, updateOpenOrders } from '@/domain/payment/open-orders-store';
import {
  clearPending,
  pendingFor,
  savePending,
  type PreOrderRecord,
} from '@/domain/payment/pending-order';

function preOrderOf(state: CheckoutState, returnPath: string, now: number): PreOrderRecord | null {
  switch (state.kind) {
    case 'authorizing':
      return {
        stage: 'authorizing',
        state: state.authState,
        channel: state.channel,
        product: state.product,
        returnPath,
        createdAt: now,
      };
    case 'creating':
      return {
        stage: 'creating',
        intentId: state.intent.id,
        channel: state.intent.channel,
        product: state.product,
        returnPath,
        createdAt: now,
      };
    default:
      return null;
  }
}

function openOrderOf(order: ActiveOrder, returnPath: string, now: number): OpenOrder {
  return { stage: 'paying', ...order, returnPath, createdAt: now };
}

export function usePendingRecord(
  state: CheckoutState,
  returnPath: string,
  account: number | undefined,
): void {
  // Whose record an order goes to: the account it was first recorded for, so that a login as
  // someone else meanwhile (another tab) never files it under them. The last write, not a lock.
  const owner = useRef<{ outTradeNo: string; account: number } | null>(null);
  useEffect(() => {
    const now = Date.now();
    const preOrder = preOrderOf(state, returnPath, now);
    if (preOrder) {
      savePending(preOrder);
      return;
    }
    if (pendingFor(returnPath)) clearPending();
    if (state.kind !== 'awaiting' && state.kind !== 'paid' && state.kind !== 'ended') return;
    const { outTradeNo } = state.order;
    const whose = owner.current?.outTradeNo === outTradeNo ? owner.current.account : account;
    if (whose === undefined) return;
    owner.current = { outTradeNo, account: whose };
    if (state.kind === 'awaiting') {
      updateOpenOrders(whose, { type: 'opened', order: openOrderOf(state.order, returnPath, now) });
    } else if (state.kind === 'paid') {
      // Kept, marked paid: the success page and the other tabs read it.
      updateOpenOrders(whose, { type: 'paid', outTradeNo, at: now });
    } else {
      updateOpenOrders(whose, { type: 'removed', outTradeNo });
    }
  }, [state, returnPath, account]);

  // The order this page shows (and polls itself, or waits on a login for): the tab's background
  // watcher leaves it alone meanwhile, and takes it over once the page lets it go.
  const shown =
    state.kind === 'awaiting' || state.kind === 'paid' || state.kind === 'relogin'
      ? state.order.outTradeNo
      : undefined;
  useEffect(() => (shown ? markShownHere(shown) : undefined), [shown]);
}
