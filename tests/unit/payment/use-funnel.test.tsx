import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { PayChannel } from '@/shared/enums';
import { trackedEvents, type TrackedEvent } from '@/shared/events/track';
import {
  checkoutReducer,
  IDLE,
  type CheckoutState,
} from '@/features/payment/model/checkout-machine';
import { product, redirect, snap } from './funnel-fixtures';
import { useFunnel } from '@/features/payment/use-funnel';

/** The hook that sends the purchase funnel as the checkout page dispatches. */
const later = { ...redirect, expiresAt: Date.now() + 600_000 };
const returned: CheckoutState = {
  kind: 'awaiting',
  product: snap,
  order: { ...later, intentId: 'I1', channel: PayChannel.Alipay, product: snap },
  via: 'returned',
  checks: 0,
};

function sentEvents(): TrackedEvent[] {
  const sent: TrackedEvent[] = [];
  onTestFinished(trackedEvents.on((event) => sent.push(event)));
  return sent;
}

function openPage(opening: CheckoutState) {
  return renderHook(() => {
    const [state, dispatch] = useReducer(checkoutReducer, opening);
    return useFunnel(state, opening, dispatch, '/payment');
  });
}

afterEach(() => sessionStorage.clear());

describe('useFunnel', () => {
  it('sends every transition when several dispatches render at once', () => {
    const sent = sentEvents();
    const page = openPage(IDLE);
    act(() => {
      const dispatch = page.result.current;
      dispatch({ type: 'BUY', product });
      dispatch({ type: 'PREPARED', product: snap });
      dispatch({ type: 'PAY', channel: PayChannel.Alipay, freshIntentId: 'I1' });
      dispatch({
        type: 'CREATE_FAILED',
        intentId: 'I1',
        error: { kind: 'network', action: 'retry', uncertain: true },
      });
    });
    expect(sent.map((e) => e.event)).toEqual([
      'pay_checkout_open',
      'pay_order_refuse',
      'pay_resume_prompt',
    ]);
  });

  it('a page opened back from the provider sends the return once per tab, not again on reload', () => {
    const sent = sentEvents();
    openPage(returned).unmount();
    expect(sent.map((e) => e.event)).toEqual(['pay_provider_return', 'pay_resume_prompt']);
    openPage(returned); // the reload
    expect(sent).toHaveLength(2);
  });
});
