/**
 * Keeps the pending record (src/domain/payment/pending-order.ts) in step with the checkout: a state that waits
 * on the world outside the page writes its record; a state that ends the purchase clears it. Call
 * it before the hooks whose effects leave the page: React runs a component's effects in order, so
 * the record is on disk before the browser goes.
 */
import { useEffect } from 'react';
import type { CheckoutState } from './model/checkout-machine';
import {
  clearPending,
  pendingFor,
  savePending,
  type PendingRecord,
} from '@/domain/payment/pending-order';

function recordOf(state: CheckoutState, returnPath: string, now: number): PendingRecord | null {
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
    case 'awaiting':
      return { stage: 'paying', ...state.order, returnPath, createdAt: now };
    default:
      return null;
  }
}

/** States after which nothing is left to resume. */
const ENDS_PURCHASE: ReadonlySet<CheckoutState['kind']> = new Set(['idle', 'confirming', 'ended']);

export function usePendingRecord(state: CheckoutState, returnPath: string): void {
  useEffect(() => {
    const record = recordOf(state, returnPath, Date.now());
    if (record) {
      savePending(record);
      return;
    }
    // `paid` keeps it: the success page reads it, and clears it once the server says paid.
    if (ENDS_PURCHASE.has(state.kind) && pendingFor(returnPath)) clearPending();
  }, [state, returnPath]);
}
